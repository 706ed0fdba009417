// Builds lib/: the `wisp` command line and the inject library as plain Node ESM (parse5 bundled in), and their types.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes lib/cli.js (the package's bin), lib/inject.js (its main export) and lib/types/tools/inject.d.ts. */
export async function buildNode({ outdir = 'lib' } = {}) {
  await rm(new URL(outdir, `file://${root}`), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { cli: 'src/tools/cli.ts', inject: 'src/tools/inject.ts' },
    outdir,
    bundle: true,
    // Both entries share one chunk with the injector and parse5; the published package has no runtime dependency.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Declarations for the library API only; the command line has none to offer.
  const tsc = spawnSync(process.execPath, [fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url)),
    'src/tools/inject.ts', '--declaration', '--emitDeclarationOnly', '--outDir', `${outdir}/types`, '--rootDir', 'src',
    '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', '--allowImportingTsExtensions',
    '--strict', '--skipLibCheck', '--types', 'node'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error('build-node: tsc could not emit the library types');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildNode();
