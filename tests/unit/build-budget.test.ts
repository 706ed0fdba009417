import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without declarations
import { checkBudget } from '../../build.mjs';
import { readBuiltPreload } from '../../src/tools/built.ts';

const DIST = join(tmpdir(), `wisp-budget-test-${process.pid}`);

/** Builds into a scratch folder with the given budget overrides and returns the exit code, output and sizes. */
function build(env: Record<string, string>) {
  const dist = DIST;
  const result = spawnSync(process.execPath, ['build.mjs'], { env: { ...process.env, WISP_DIST: dist, ...env }, encoding: 'utf8' });
  const sizes = JSON.parse(readFileSync(`${dist}/sizes.json`, 'utf8')) as { loader: { gzip: number; files: string[] }; chunks: Array<{ role: string; file: string; ui: boolean; gzip: number }> };
  return { status: result.status, output: result.stdout + result.stderr, sizes };
}

// Each case runs a full build (2 s on a quiet machine, over 5 s when the 2 cores are shared), past vitest's 5 s default.
describe('the build size budget', { timeout: 60_000 }, () => {
  it('passes with the real budget and keeps the loader under 4 KB gzip', () => {
    const { status, sizes } = build({});
    expect(status).toBe(0);
    expect(sizes.loader.gzip).toBeLessThanOrEqual(4 * 1024);
    expect(sizes.loader.files).toContain('loader.js');
    expect(sizes.chunks.some((chunk) => chunk.role === 'module')).toBe(true);
  });

  it('boots with one request: the loader imports no chunk statically, and its only dynamic imports are the activate chunk', () => {
    const { sizes } = build({});
    expect(sizes.loader.files).toEqual(['loader.js']);
    const loader = readFileSync(join(DIST, 'loader.js'), 'utf8');
    expect(loader).not.toMatch(/\bfrom\s*["']/);
    // The second is the same file by another URL, core/mount.ts's try after a failure.
    const imports = loader.match(/import\(["'][^"']+["']\)/g) ?? [];
    expect(imports).toHaveLength(2);
    expect(imports.map((call) => call.replace('#retry', ''))).toEqual([0, 1].map(() => expect.stringMatching(/^import\(["']\.\/chunks\/activate-[A-Z0-9]+\.js["']\)$/)));
    expect(new Set(imports.map((call) => call.replace('#retry', ''))).size).toBe(1);
    expect(imports.filter((call) => call.includes('#retry'))).toHaveLength(1);
    // Hosts preload what the manifest lists beside the loader's tag: that very chunk, so the loader's import is no second
    // request, and nothing the loader does not import at once.
    const { preload } = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as { preload: string[] };
    expect(preload).toEqual([/\.\/(chunks\/activate-[A-Z0-9]+\.js)/.exec(loader)?.[1]]);
    const fromEnv = process.env['WISP_DIST'];
    process.env['WISP_DIST'] = DIST;
    try {
      expect(readBuiltPreload()).toEqual(preload);
    } finally {
      if (fromEnv === undefined) delete process.env['WISP_DIST'];
      else process.env['WISP_DIST'] = fromEnv;
    }
  });

  it('ships the activate chunk with everything it imports inside it, and no small chunk of shared code that eight or more chunks share', () => {
    // Root cause: esbuild makes one shared chunk per set of importing entries, so the activate chunk pulled in a dozen
    // sub-1 KB chunks and most modules a few more each; build.mjs now folds them into the activate chunk.
    const { sizes } = build({}) as unknown as { sizes: { chunks: Array<{ file: string; role: string; gzip: number; imports: string[] }> } };
    const activate = sizes.chunks.filter((chunk) => chunk.role === 'activate');
    expect(activate).toHaveLength(1);
    expect(activate[0]?.imports).toEqual([]);
    const importers = (file: string) => sizes.chunks.filter((chunk) => chunk.imports.includes(file)).length;
    // Cross-family code only: a family's helpers stay chunks of their own, fetched only on pages with that family.
    const sources = (file: string) => (JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
    const crossFamily = (file: string) => sources(file).every((source) => /\bsrc\/(shared|core)\//.test(source) || source.startsWith('shim:'));
    const small = sizes.chunks.filter((chunk) => chunk.role === 'shared' && chunk.gzip <= 1024 && importers(chunk.file) >= 8 && crossFamily(chunk.file));
    expect(small.map((chunk) => chunk.file)).toEqual([]);
  });

  it('names every chunk after its content: each file name carries the hash of the bytes it holds and reaches', () => {
    // Root cause: the merge rewrites importers after esbuild named them, so a name could outlive the content it stood for.
    const { sizes } = build({});
    const names = sizes.chunks.map((chunk) => chunk.file).filter((file) => file.startsWith('chunks/'));
    expect(names.every((file) => /^chunks\/[\w-]+-[A-Z0-9]{8}\.js$/.test(file))).toBe(true);
    for (const file of names) {
      const code = readFileSync(join(DIST, file), 'utf8');
      for (const ref of code.match(/[\w-]+-[A-Z0-9]{8}\.js/g) ?? []) expect(names).toContain(`chunks/${ref}`);
    }
  });

  it('imports into no chunk a name it does not use, and names each imported file in one statement', () => {
    // Root cause: esbuild's split chunks import every runtime helper, and the merge's shims re-exported every name of a
    // merged chunk, used or not: the popups chunk imported 64 names of the activate chunk, in 14 statements, and used 21.
    const { sizes } = build({});
    const files = sizes.chunks.map((chunk) => chunk.file).filter((file) => file.startsWith('chunks/'));
    const unused: string[] = [];
    const repeated: string[] = [];
    for (const file of files) {
      const code = readFileSync(join(DIST, file), 'utf8');
      const statements = [...code.matchAll(/import\{([^}]*)\}from"([^"]+)";/g)];
      const froms = statements.map((statement) => statement[2]);
      if (new Set(froms).size !== froms.length) repeated.push(file);
      let rest = code;
      for (const statement of statements) rest = rest.replace(statement[0], '');
      for (const spec of statements.flatMap((statement) => (statement[1] ?? '').split(','))) {
        const local = spec.split(' as ').pop() ?? '';
        // A use is the name not preceded by a word character or a lone dot (a property); `...name` is a use.
        if (!new RegExp(`(?<![\\w$])(?<!(?<!\\.)\\.)${local.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest)) unused.push(`${file}: ${spec}`);
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(unused).toEqual([]);
    expect(repeated).toEqual([]);
  });

  it('fails when the loader is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_LOADER: '100' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: loader is \d+ B gzip, over the 100 B budget/);
  });

  it('fails when a widget chunk is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_CHUNK: '50' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: src\/\S+ chunk is \d+ B gzip with its own shared code, over the 50 B budget/);
  });

  it('fails when one module is over its own budget, though far under the 15 KB cap', () => {
    const { status, output } = build({ WISP_BUDGET_MODULES: '{"widgets/tabs":0.25}' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: src\/widgets\/tabs\/index\.ts chunk is \d+ B gzip with its own shared code, over the 256 B budget/);
    expect(output.match(/size budget:/g)).toHaveLength(1);
  });

  it('fails when a lazily loaded module has no budget of its own', () => {
    const { status, output } = build({ WISP_BUDGET_MODULES: '{"widgets/counter":null}' });
    expect(status).toBe(1);
    expect(output).toContain("size budget: src/widgets/counter/index.ts has no budget: add 'widgets/counter' to MODULE_BUDGET_KB in build.mjs");
  });

  it('fails when the activate chunk is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_ACTIVATE: '1000' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: the activate chunk is \d+ B gzip, over the 1000 B budget/);
  });

  it('keeps preact, compat and signals out of the loader, in one lazy chunk of their own', () => {
    const { sizes } = build({});
    const loader = readFileSync(`/tmp/wisp-budget-test-${process.pid}/loader.js`, 'utf8');
    // Markers of preact's options hooks and of signals' brand; none can appear in the loader's own code.
    expect(loader).not.toMatch(/__PREACT_DEVTOOLS__|preact-signals|useState|__H\b/);
    const ui = sizes.chunks.filter((chunk) => chunk.ui);
    expect(ui).toHaveLength(1);
    expect(ui[0]?.role).toBe('shared');
    expect(sizes.loader.files).not.toContain(ui[0]?.file);
  });

  it('opens a first popup without the UI chunk or the signals core: its showing code imports only chunks loaded before', () => {
    // Root cause: the popup's dialog chrome was rendered with preact on its first show and the popup stack imported
    // @preact/signals, so a first tap on a popup link fetched the whole UI chunk (10 KB gzip) and ran preact's first render.
    // Then the stack imported the signals core alone, a 1.7 KB chunk of its own on the tap, though nothing subscribed.
    const { sizes } = build({}) as unknown as { sizes: { chunks: Array<{ file: string; entry?: string; ui: boolean; signals: boolean; imports: string[] }> } };
    const byFile = new Map(sizes.chunks.map((chunk) => [chunk.file, chunk]));
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
      return seen;
    };
    const actions = sizes.chunks.find((chunk) => chunk.entry === 'src/behaviours/popups/actions.ts');
    const [ui] = sizes.chunks.filter((chunk) => chunk.ui);
    const signals = sizes.chunks.filter((chunk) => chunk.signals);
    expect(actions && ui).toBeTruthy();
    expect(closure(actions?.file ?? '').has(ui?.file ?? '')).toBe(false);
    expect(signals).toHaveLength(1);
    expect([...closure(actions?.file ?? '')].filter((file) => byFile.get(file)?.signals)).toEqual([]);
  });

  it('names the signals core when it is in two chunks', () => {
    const chunk = (file: string, signals: boolean) => ({ file, role: 'shared', ui: false, signals, gzip: 100, ownGzip: 0 });
    const sizes = { loader: { gzip: 100, files: ['loader.js'] }, chunks: [chunk('chunks/a.js', true), chunk('chunks/b.js', true)] };
    expect(checkBudget(sizes)).toEqual(['the signals core is in 2 chunks (chunks/a.js, chunks/b.js): each copy would hold a state of its own']);
  });

  it('fails when the UI chunk is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_UI: '60' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: the UI chunk chunks\/\S+ is \d+ B gzip, over the 60 B budget/);
  });

  it('names a loader that would carry preact, and libraries split over two chunks', () => {
    const chunk = (file: string, ui: boolean) => ({ file, role: 'shared', ui, gzip: 100, ownGzip: 0 });
    const sizes = { loader: { gzip: 100, files: ['loader.js'] }, chunks: [{ ...chunk('loader.js', true), role: 'loader' }, chunk('chunks/a.js', true)] };
    expect(checkBudget(sizes)).toEqual([
      'preact, compat and signals are split over 2 chunks (loader.js, chunks/a.js), not one',
      'loader.js holds preact or signals and is loaded at boot',
    ]);
  });

  it('fails when the add-on compatibility chunk or the early add-on script is over its budget', () => {
    const { status, output } = build({ WISP_BUDGET_ADDON: '60', WISP_BUDGET_ADDON_EARLY: '70' });
    expect(status).toBe(1);
    expect(output).toMatch(/size budget: src\/behaviours\/addon-compat\/index\.ts chunk is \d+ B gzip, over the 60 B add-on compatibility budget/);
    expect(output).toMatch(/size budget: addon-early\.js is \d+ B gzip, over the 70 B budget for the early add-on script/);
  });

  it('builds the early add-on script as a classic script: no import or export statement', () => {
    build({});
    const early = readFileSync(`/tmp/wisp-budget-test-${process.pid}/addon-early.js`, 'utf8');
    expect(early).not.toMatch(/(?:^|[;}\n])\s*(?:import|export)\b[\s{*"']/);
    expect(early).toContain('elementorModules');
  });

  it('splits no file off the tap on a popup link: action links and add-ons share no chunk, the popup has one', () => {
    // Root causes: the add-on layer imported action links' actions map statically, so that map was a chunk of its own,
    // fetched before input on every add-on page and by the first tap on any action link; the popups behaviour imported
    // popup.ts and action links the popup actions, two dynamic entries, so the showing code came in two chunks.
    const { sizes } = build({}) as unknown as { sizes: { chunks: Array<{ entry?: string; role: string; imports: string[] }> } };
    const byEntry = (entry: string) => sizes.chunks.find((chunk) => chunk.entry === entry);
    const activate = sizes.chunks.find((chunk) => chunk.role === 'activate');
    const addon = byEntry('src/behaviours/addon-compat/index.ts');
    const actionLinks = byEntry('src/behaviours/action-links/index.ts');
    expect(addon && actionLinks && activate).toBeTruthy();
    expect(addon?.imports.filter((file) => actionLinks?.imports.includes(file))).toEqual([expect.stringMatching(/^chunks\/activate-/)]);
    expect(byEntry('src/behaviours/popups/actions.ts')).toBeTruthy();
    expect(byEntry('src/behaviours/popups/popup.ts')).toBeUndefined();
  });

  it('fetches no small stateless helper on its own: the add-on layer, action links, anchors, nav menu, popup actions and carousels', () => {
    // Root cause: esbuild split a helper off as soon as two modules used it, and only src/shared/ helpers of 300 B or
    // less were copied into their importers. So every add-on page fetched the environment flags (0.4 KB) beside the
    // add-on layer, Cyber Essentials the SVG cleaner beside the nav menu, a carousel its settings keys and the
    // stylesheet installer, and a first tap on a popup link the action-hash parser and the focus helpers.
    const { sizes } = build({}) as unknown as { sizes: { chunks: Array<{ file: string; entry?: string; role: string; ui: boolean; signals: boolean; imports: string[] }> } };
    const activate = sizes.chunks.find((chunk) => chunk.role === 'activate')?.file;
    const importsOf = (entry: string) => sizes.chunks.find((chunk) => chunk.entry === entry)?.imports;
    for (const entry of ['addon-compat', 'action-links', 'anchors'].map((name) => `src/behaviours/${name}/index.ts`).concat('src/widgets/nav-menu/index.ts')) {
      expect(importsOf(entry), entry).toEqual([activate]);
    }
    const popups = sizes.chunks.find((chunk) => chunk.entry === 'src/behaviours/popups/index.ts')?.file;
    expect(new Set(importsOf('src/behaviours/popups/actions.ts'))).toEqual(new Set([popups, activate]));
    const sources = (file: string) => (JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources
      .filter((source) => !source.startsWith('shim:'));
    for (const file of importsOf('src/widgets/testimonial-carousel/index.ts') ?? []) {
      expect(sources(file).some((source) => /src\/(ui\/styles|families\/carousel\/dialects)\.ts$/.test(source)) && file !== activate, file).toBe(false);
    }
  });
});
