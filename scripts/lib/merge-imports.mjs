// Post-build steps on the chunks' imports, after merge-chunks.mjs: no name imported that is not used, and one import
// statement per imported file. Measured on the build of 2026-12-05: the popups chunk imported 64 names of the activate
// chunk and used 21 (esbuild's split chunks import every runtime helper, and a shim re-exports all it is given), in
// fourteen statements from the same file (esbuild writes one per import record and never joins them).
import { decode, encode } from '@jridgewell/sourcemap-codec';
import * as esbuild from 'esbuild';
import { readdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const LEADING_IMPORTS = /^(?:import(?:\{[^}]*\}from)?"[^"]+";)+/;
const ONE_IMPORT = /import(?:\{([^}]*)\}from)?"([^"]+)";/g;

/**
 * The leading imports with each file named once, in the order of its first statement (so evaluation order is kept); a
 * bare `import"./x.js";` (what esbuild leaves of an import whose names went unused) adds nothing to a named one.
 */
export function joinImports(prefix) {
  const byFile = new Map();
  for (const [, names, file] of prefix.matchAll(ONE_IMPORT)) byFile.set(file, [...(byFile.get(file) ?? []), ...(names ? [names] : [])]);
  return [...byFile].map(([file, names]) => (names.length ? `import{${names.join(',')}}from"${file}";` : `import"${file}";`)).join('');
}

/** `code` and its source map with the leading imports joined; segments inside them pointed at the merge's shims. */
function withJoinedImports(code, mapText) {
  const prefix = LEADING_IMPORTS.exec(code)?.[0];
  const joined = prefix ? joinImports(prefix) : '';
  if (!prefix || joined.length === prefix.length) return { code, mapText };
  const map = JSON.parse(mapText);
  // Decoded columns are absolute within their line; the imports are all on the first.
  const lines = decode(map.mappings);
  const shift = joined.length - prefix.length;
  lines[0] = (lines[0] ?? []).filter(([column]) => column >= prefix.length).map(([column, ...rest]) => [column + shift, ...rest]);
  map.mappings = encode(lines);
  return { code: joined + code.slice(prefix.length), mapText: JSON.stringify(map) };
}

/**
 * Bundles every chunk in `chunkDir` again on its own, with every other chunk external, so esbuild drops the imports
 * nothing uses (it cannot see them across chunks while splitting), then joins each chunk's imports of one file into one
 * statement. Each chunk's source map is chained through its linked map, then shifted to match the joined imports.
 */
export async function tidyImports(chunkDir, target) {
  const files = (await readdir(chunkDir)).filter((file) => file.endsWith('.js')).map((file) => resolve(chunkDir, file));
  const result = await esbuild.build({
    entryPoints: files, outdir: chunkDir, outbase: chunkDir, entryNames: '[name]', allowOverwrite: true, write: false,
    bundle: true, format: 'esm', minify: true, sourcemap: 'linked', legalComments: 'none', logLevel: 'error', target,
    plugins: [{ name: 'chunks-external', setup: (build) => build.onResolve({ filter: /^\.\/[^/]+\.js$/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true })) }],
  });
  const maps = new Map(result.outputFiles.filter((output) => output.path.endsWith('.map')).map((output) => [output.path, output.text]));
  for (const output of result.outputFiles.filter((file) => file.path.endsWith('.js'))) {
    const { code, mapText } = withJoinedImports(output.text, maps.get(`${output.path}.map`) ?? '');
    await writeFile(output.path, code);
    await writeFile(`${output.path}.map`, mapText);
  }
}
