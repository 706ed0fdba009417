// Packs wisp as npm would publish it, installs the tarball in an empty project with no network, and runs what it ships.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const FRONTEND = '<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.2" id="elementor-frontend-js"></script>';
/** The prepaint style `wisp inject` adds to the head (its rules are tested in inject-prepaint.test.ts). */
const PREPAINT = /<style id="wisp-prepaint">[^<]*<\/style>/;
const PAGE = `<!DOCTYPE html>\n<html><head><title>t</title></head>\n<body>\n<p>héllo</p>\n${FRONTEND}\n</body>\n</html>\n`;

describe('the packed package', { timeout: 60_000 }, () => {
  // Outside the project, so nothing resolves from the project's node_modules.
  const dir = mkdtempSync(join(tmpdir(), 'wisp-pack-'));
  const app = join(dir, 'app');
  let files: string[] = [];
  const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: app, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' } });

  beforeAll(() => {
    // What prepack runs when publishing, first, so its printed sizes do not mix with the JSON of `npm pack`.
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as Array<{ filename: string; files: Array<{ path: string }> }>;
    files = packed[0]?.files.map((file) => file.path) ?? [];
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    writeFileSync(join(app, 'page.html'), PAGE);
    const install = run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, packed[0]?.filename ?? '')]);
    expect(install.status, install.stderr).toBe(0);
  }, 180_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the built loader, the command line and the library with its types, and no TypeScript source or test', () => {
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/loader.js', 'lib/cli.js', 'lib/inject.js', 'lib/types/tools/inject.d.ts']));
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => /^(?:src|tests|scripts|fixtures|bench)\//.test(file))).toEqual([]);
  });

  it('installs with no dependency to fetch', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', 'wisp', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['private']).toBeUndefined();
  });

  it('runs `npx wisp inject` from the tarball: the builder script goes, the loader and the prepaint style come, the rest is unchanged', () => {
    const result = run('npx', ['--offline', '--no-install', 'wisp', 'inject', 'page.html', 'out.html']);
    expect(result.status, result.stderr).toBe(0);
    const out = readFileSync(join(app, 'out.html'), 'utf8');
    expect(out).toMatch(/<style id="wisp-prepaint">[^<]*\.elementor-widget-tabs[^<]*<\/style><\/head>/);
    // The installed package's own build names the chunk to preload beside the loader.
    const { preload } = JSON.parse(readFileSync(join(app, 'node_modules', 'wisp', 'dist', 'manifest.json'), 'utf8')) as { preload: string[] };
    expect(preload).toEqual([expect.stringMatching(/^chunks\/activate-\w+\.js$/)]);
    const links = preload.map((file) => `<link rel="modulepreload" href="/wisp/${file}" fetchpriority="low">`).join('');
    expect(out.replace(PREPAINT, '')).toBe(PAGE.replace(`${FRONTEND}\n`, `\n${links}<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>`));
    expect(result.stderr).toContain('removed 1:\n  - elementor-frontend');
    expect(result.stderr).toContain(`preloaded beside the loader: /wisp/${preload[0] ?? ''}`);
    // --no-preload: the loader's tag alone.
    const bare = run('npx', ['--offline', '--no-install', 'wisp', 'inject', 'page.html', '-', '--no-preload']);
    expect(bare.stdout.replace(PREPAINT, '')).toBe(PAGE.replace(`${FRONTEND}\n`, '\n<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>'));
  });

  it('keeps a page that is not UTF-8 byte for byte (Latin-1 accents are not turned into replacement characters)', () => {
    const latin1 = Buffer.from(PAGE.replace('héllo', 'Caf\u00e9 \u00a9'), 'latin1');
    expect(latin1.includes(Buffer.from([0xe9]))).toBe(true);
    writeFileSync(join(app, 'latin1.html'), latin1);
    const result = run('npx', ['--offline', '--no-install', 'wisp', 'inject', 'latin1.html', 'latin1.out.html', '--no-preload']);
    expect(result.status, result.stderr).toBe(0);
    const out = readFileSync(join(app, 'latin1.out.html'));
    expect(out.toString('latin1').replace(PREPAINT, '')).toBe(latin1.toString('latin1').replace(`${FRONTEND}\n`, '\n<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>'));
    expect(out.includes(Buffer.from([0xef, 0xbf, 0xbd]))).toBe(false);
    expect(result.stderr).toContain('not UTF-8');
  });

  it('exports the inject API with its types and the loader file', () => {
    writeFileSync(join(app, 'use.ts'), [
      "import { injectWisp, type InjectResult } from 'wisp';",
      "import { injectWisp as again } from 'wisp/inject';",
      "const result: InjectResult = injectWisp('<p>x</p>', { loaderSrc: '/assets/wisp/loader.js' });",
      "const html: string = again(result.html).html;",
      'export { html };',
    ].join('\n'));
    const types = spawnSync(process.execPath, [TSC, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', 'use.ts'], { cwd: app, encoding: 'utf8' });
    expect(types.status, types.stdout).toBe(0);
    const script = "import { injectWisp } from 'wisp'; console.log(injectWisp('<p>x</p>').html, import.meta.resolve('wisp/loader.js'));";
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(output.trim()).toMatch(PREPAINT);
    expect(output.trim().replace(PREPAINT, '')).toBe(`<p>x</p><script type="module" src="/wisp/loader.js" fetchpriority="low"></script> file://${join(app, 'node_modules', 'wisp', 'dist', 'loader.js')}`);
  });
});
