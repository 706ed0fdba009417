// Builds dist/: the loader plus lazily imported chunks (ESM, code-split, minified), and enforces the size budget.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { basename, relative, resolve } from 'node:path';
import { compactImportTables } from './scripts/lib/compact-tables.mjs';
import { tidyImports } from './scripts/lib/merge-imports.mjs';
import { copySmallChunks, foldIntoModules, mergeStaticImports, renameByContent, renameOutputs, staticClosure } from './scripts/lib/merge-chunks.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));

/**
 * Budgets in gzip bytes: the loader with its static imports, and any one widget chunk (shared libraries apart).
 * The environment can lower them, so a test can prove the build fails when one is exceeded.
 */
export const BUDGET = {
  loader: Number(process.env.WISP_BUDGET_LOADER ?? 4 * 1024),
  // The target the benchmarks report against; the budget now holds the loader to it.
  loaderAim: 4 * 1024,
  widgetChunk: Number(process.env.WISP_BUDGET_CHUNK ?? 15 * 1024),
  // preact + preact/compat + @preact/signals, shared by every component; loaded with the first one, never at boot.
  uiChunk: Number(process.env.WISP_BUDGET_UI ?? 11 * 1024),
  // The add-on compatibility module's own chunk, and the early classic script `wisp inject` adds on add-on pages.
  // 12: holding back the add-ons' handlers of elements far below the first screen, and calling the load listeners
  // of handlers run after the load event (about 0.9 KB in all), took it from 9.95 to 10.83 KB; plus about 10%.
  addonCompat: Number(process.env.WISP_BUDGET_ADDON ?? 12 * 1024),
  addonEarly: Number(process.env.WISP_BUDGET_ADDON_EARLY ?? 4 * 1024),
  // The activate chunk: mounting, the page config, the module preload table and the small chunks most modules share.
  // 10.875: the stretched section's feature line and module name (about 25 B) took it past 10.75. 11.25: the boxes read
  // for the first screen's chunks (60 B) and the widgets' stand-ins (about 200 B, sparing nearly every page the text
  // editor's 0.6 KB request before input) made it 10.95. 11.375: page-wide behaviours that wait for the first input arm
  // their click hold as the chunk starts, not at idle or after a pending tap (about 15 B; the chunk was within 10 B of 11.25).
  // 11.5: on a 10,000-widget page at 4x, three start-up tasks over 50 ms (the near-view loop over every widget, the
  // add-on check, the behaviours' checks sharing one task) are each cut below it (about 90 B; the chunk was at 11.35).
  // 11.625: the words of the loader's one warning (settings it refused) moved here, 32 B, so the loader, 6 B under its
  // budget, could take `wisp.idle()`'s wait for the first screen's triggers (the chunk was within 6 B of 11.5).
  // 11.6875: `wisp.idle()` waits for the work an input has scheduled for the next idle moment (core/next-idle.ts), 45 B;
  // the chunk was 6 B under 11.625. 11.75: an input anywhere fetches the popup code once idle on a page that prints a
  // popup (behaviours/first-input.ts), 40 B, so a popup link tapped later opens in 70-90 ms at 4x, not 110-130; the
  // chunk was 13 B under 11.6875.
  activate: Number(process.env.WISP_BUDGET_ACTIVATE ?? 11.75 * 1024),
};

/**
 * Per lazily loaded module (widget kind, element feature, behaviour and their lazy parts), KB gzip of its own cost (its
 * chunk and the share of our code in the chunks it imports, the activate chunk apart): what it measured when set, plus
 * about 10%, rounded up to 0.25 KB, and never over `BUDGET.widgetChunk`. A module with no line here fails the build, so a
 * new kind comes with its budget.
 */
export const MODULE_BUDGET_KB = {
  'behaviours/action-links': 2.5, 'behaviours/action-links/off-canvas.ts': 0.5, 'behaviours/action-links/run.ts': 1.5,
  'behaviours/addon-compat': 12, 'behaviours/addon-compat/jquery-check.ts': 0.875, 'behaviours/anchors': 2.75,
  'behaviours/column-redistribution': 1.75, 'behaviours/debug-panel': 2.75, 'behaviours/device-mode': 0.5,
  'behaviours/lightbox': 1.75, 'behaviours/lightbox/action.ts': 12.25, 'behaviours/lightbox/kit.ts': 0.5,
  'behaviours/lightbox/viewer.tsx': 11.75, 'behaviours/popups': 5.5, 'behaviours/popups/actions.ts': 3,
  'behaviours/popups/conditions/rare-conditions.ts': 1, 'behaviours/popups/conditions/url.ts': 2.5,
  'behaviours/popups/page-selector.ts': 2, 'behaviours/popups/popup.ts': 4.25, 'behaviours/popups/triggers/adblock.ts': 0.5,
  'behaviours/popups/triggers/rare-triggers.ts': 0.75, 'behaviours/popups/triggers/scrolling-to.ts': 0.75,
  'behaviours/visitor-counters': 0.25, 'elements/background-slideshow': 2.25, 'elements/background-video': 3.75, 'elements/background-video/players.ts': 2.5,
  'elements/entrance-animation': 1, 'elements/motion-effects': 5.5, 'elements/shape-dividers': 1.75,
  'elements/sticky': 3.75, 'elements/stretched-section': 1, 'widgets/accordion': 2.25, 'widgets/alert': 0.75, 'widgets/animated-headline': 2.25,
  'widgets/code-highlight': 2.75, 'widgets/contact-buttons': 2.25, 'widgets/countdown': 1.75, 'widgets/counter': 1.5, 'widgets/facebook-embed': 1.5,
  'widgets/floating-bars-var-1': 2.5,
  'widgets/form': 6.25, 'widgets/form/indicators.tsx': 1.75, 'widgets/form/recaptcha.ts': 1.25, 'widgets/form/message-view.tsx': 1,
  'widgets/gallery': 3.25, 'widgets/hotspot': 2, 'widgets/image-carousel': 6.25, 'widgets/loop-carousel': 6.25,
  'widgets/loop-grid': 3.75, 'widgets/loop-grid/paging.ts': 7.25, 'widgets/lottie': 3.25, 'widgets/media-carousel': 7, 'widgets/mega-menu': 2.75,
  'widgets/nav-menu': 4.5, 'widgets/nested-accordion': 2.75, 'widgets/nested-carousel': 6.25,
  'widgets/nested-tabs': 3.5, 'widgets/off-canvas': 2.75, 'widgets/paypal-button': 1, 'widgets/portfolio': 3.75,
  'widgets/posts': 13.25, 'widgets/posts/slider-mount.ts': 5.5, 'widgets/progress': 0.75, 'widgets/progress-tracker': 1.75, 'widgets/search-form': 1.25,
  'widgets/share-buttons': 2.75, 'widgets/slides': 5.75, 'widgets/stripe-button': 2.25,
  'widgets/table-of-contents': 4.25, 'widgets/tabs': 2.25, 'widgets/taxonomy-filter': 2.25,
  'widgets/taxonomy-filter/filter.ts': 7,
  'widgets/testimonial-carousel': 6.25, 'widgets/text-editor': 0.75, 'widgets/text-path': 2.25,
  'widgets/toggle': 2.25, 'widgets/video': 4.25, 'widgets/video-playlist': 7.5, 'widgets/video-playlist/hosted-video.tsx': 0.75, 'widgets/woocommerce-cart': 2.75,
  'widgets/woocommerce-checkout-page': 6.25, 'widgets/woocommerce-menu-cart': 6.75,
  'widgets/woocommerce-my-account': 1.5, 'widgets/woocommerce-notices': 1.75,
  'widgets/woocommerce-product-add-to-cart': 2.5, 'widgets/woocommerce-purchase-summary': 1.25,
};

/**
 * The oldest browsers wisp supports: esbuild's target, and the README's browser line (`npm run readme:sizes`).
 * Safari 15.4: the first with `Object.hasOwn` and `Array.prototype.at`, which wisp calls (esbuild lowers syntax, not APIs).
 */
export const BROWSERS = { chrome: '100', edge: '100', firefox: '100', safari: '15.4' };

/** The names components import; each resolves to src/ui/runtime.ts, which re-exports preact/compat and signals. */
const UI_NAMES = /^(react|react-dom|react\/jsx-runtime|react\/jsx-dev-runtime|@preact\/signals)$/;
const UI_RUNTIME = resolve(root, 'src/ui/runtime.ts');
/** A file of preact or of its signals integration, as esbuild's metafile names its inputs: the UI chunk. */
const UI_LIBRARY = /^node_modules\/(preact|@preact\/signals)\//;
/**
 * The signals core: a state module without components may import it directly (so it needs no preact); it may then be
 * a chunk of its own, which the UI chunk imports, but only one (a second copy is a second state).
 */
const SIGNALS_CORE = /^node_modules\/@preact\/signals-core\//;

/**
 * Swiper's autoplay module asks for an animation frame for as long as autoplay runs, only to publish the time left (its
 * `autoplayTimeLeft` event, which the page builder's Swiper 8 never had and nothing in wisp reads): a page with an
 * autoplaying carousel never went idle. Measured at 4x, phone, 3 s left alone after wisp is idle, testimonial carousel
 * fixture: 425 tasks and 183 frame callbacks, 447 ms of main thread; with autoplay stopped, 5 tasks and 2 ms. The
 * module's timers (the slide changes, pauses and resumes) are untouched; the time left is computed when a run starts.
 * The build fails if the line is not there, so a Swiper update cannot bring the loop back unnoticed.
 */
const AUTOPLAY_FRAME_LOOP = /raf = requestAnimationFrame\(\(\) => \{\s*calcTimeLeft\(\);\s*\}\);/g;

function swiperAutoplayWithoutFrameLoop() {
  return {
    name: 'swiper-autoplay-without-frame-loop',
    setup(build) {
      build.onLoad({ filter: /[\\/]swiper[\\/]modules[\\/]autoplay\.mjs$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const found = source.match(AUTOPLAY_FRAME_LOOP)?.length ?? 0;
        if (found !== 1) throw new Error(`build: Swiper's autoplay frame loop found ${found} times in ${path}, expected once`);
        return { contents: source.replace(AUTOPLAY_FRAME_LOOP, ''), loader: 'js' };
      });
    },
  };
}

/**
 * Sends every import of the React API or of signals through one module, so every library file behind it is reached by
 * the same set of entry points and esbuild keeps them in a single chunk (aliases alone give one chunk per library mix).
 */
function oneUiChunk() {
  return {
    name: 'one-ui-chunk',
    setup(build) {
      build.onResolve({ filter: UI_NAMES }, (args) => (args.importer === UI_RUNTIME ? undefined : { path: UI_RUNTIME }));
    },
  };
}


/**
 * A shared chunk of at most 1 KB gzip that 8 or more chunks import, made of cross-family code only (shared/, core/, ui/:
 * the stylesheet installer every carousel and the lightbox use), goes into the activate chunk (measured:
 * bench/requests.ts). A family's or a behaviour's helpers (carousel settings, popup storage keys) stay chunks of their
 * own, preloaded with their modules, so pages without them do not fetch them.
 */
export const COMMON_CHUNK = { sharedBy: 8, maxGzip: 1024, inputs: /^src\/(shared|core|ui)\// };

/**
 * Shared chunks of stateless code copied into each chunk that imports them (scripts/lib/merge-chunks.mjs,
 * copySmallChunks): a copy costs each importer its bytes, a request of its own costs a round trip.
 * - tiny: helpers of src/shared/ of at most 300 B gzip, whoever imports them (measured: sticky on desktop fetched its
 *   device list and style backup as two requests of 0.2 KB each).
 * - small: at most 1 KB gzip and 6 importers, no module importing two of the copies. Measured (bench/requests.ts,
 *   bench/addon-pages.ts): one file fewer before input on every add-on page (the environment flags), on Cyber
 *   Essentials (SVG cleaning) and on a carousel page (its settings keys), two fewer on a popup link's first tap.
 */
export const COPIED_CHUNK = { tiny: { maxGzip: 300 }, small: { maxGzip: 1024, maxImporters: 6 } };

const ADDON_ENTRY = 'src/behaviours/addon-compat/index.ts';
const EARLY_ENTRY = 'src/behaviours/addon-compat/early.ts';

export async function build({ quiet = false, outdir = process.env.WISP_DIST ?? 'dist' } = {}) {
  // Metafile paths are relative to the working directory, whether outdir is inside the repo or not.
  outdir = relative(root, resolve(root, outdir));
  await rm(resolve(root, outdir), { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    target: ['es2020', ...Object.entries(BROWSERS).map(([name, version]) => `${name}${version}`)],
    jsx: 'automatic',
    jsxImportSource: 'react',
    define: { __WISP_VERSION__: JSON.stringify(pkg.version) },
    metafile: true,
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  };
  // The lazy half: the activate chunk and every module it imports, code-split among themselves. The UI runtime is an
  // entry of its own, so it stays one chunk even when a single module uses it (esbuild would otherwise inline it there).
  const lazy = await esbuild.build({
    ...common,
    entryPoints: { activate: 'src/core/activate.ts', ui: 'src/ui/runtime.ts' },
    splitting: true,
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [oneUiChunk(), swiperAutoplayWithoutFrameLoop()],
  });
  const builtActivate = Object.entries(lazy.metafile.outputs).find(([, output]) => output.entryPoint === 'src/core/activate.ts')?.[0];
  if (!builtActivate) throw new Error('build: the activate chunk is missing from the output');
  // A module's chunk takes in the chunks only its own files share (one request before input where esbuild made two or
  // three). Whatever the activate chunk imports statically arrives with it: one file instead of a dozen sub-1 KB
  // requests. So do the small chunks most modules share. Then every chunk is named after its final content.
  // Small stateless helpers (COPIED_CHUNK) are copied into each importer rather than fetched on their own.
  const inlined = await copySmallChunks(root, lazy.metafile, { ...COPIED_CHUNK, target: common.target });
  const folded = await foldIntoModules(root, { outputs: inlined }, common.target);
  const merged = await mergeStaticImports(root, { outputs: folded }, builtActivate, { ...COMMON_CHUNK, target: common.target });
  await tidyImports(resolve(root, outdir, 'chunks'), common.target);
  const renamed = await renameByContent(resolve(root, outdir, 'chunks'));
  const lazyOutputs = renameOutputs(merged.outputs, renamed);
  const activateFile = `${outdir}/chunks/${renamed.get(basename(merged.file))}`;
  // Its import tables written compactly, now that every name is final: 0.29 KB gzip less before any input, on every page.
  if ((await compactImportTables(resolve(root, activateFile))) === 0) throw new Error('build: the activate chunk has no import table to compact');
  // The loader is built on its own, so it never imports a chunk it shares with lazy code: boot is one request, and
  // its one dynamic import is the activate chunk (the few constants both use are simply in both).
  const loader = await esbuild.build({
    ...common,
    entryPoints: { loader: 'src/loader.ts' },
    entryNames: '[name]',
    plugins: [oneUiChunk(), externalActivate(`./${relative(outdir, activateFile)}`)],
  });
  // A classic script (no module, no imports): it must run in order among the page's own scripts, where the page
  // builder's were, so add-ons that reach for `elementorModules` while loading find it. It starts the fetch of the
  // activate chunk and the add-on compatibility chunk with its own (their final names, relative to dist).
  const addonFile = Object.entries(lazyOutputs).find(([, output]) => output.entryPoint === ADDON_ENTRY)?.[0];
  if (!addonFile) throw new Error('build: the add-on compatibility chunk is missing from the output');
  const earlyPreload = [...new Set([activateFile, ...staticClosure(lazyOutputs, addonFile)])].map((file) => relative(outdir, file));
  const early = await esbuild.build({
    ...common,
    entryPoints: { 'addon-early': EARLY_ENTRY },
    entryNames: '[name]',
    format: 'iife',
    define: { ...common.define, __WISP_EARLY_PRELOAD__: JSON.stringify(earlyPreload) },
  });
  const result = { metafile: { outputs: { ...lazyOutputs, ...loader.metafile.outputs, ...early.metafile.outputs } } };
  const sizes = await measure(result.metafile, outdir, activateFile);
  await writeFile(resolve(root, outdir, 'sizes.json'), JSON.stringify(sizes, null, 2) + '\n');
  // Every page wisp serves loads the activate chunk: hosts print a modulepreload link for it beside the loader's tag
  // (it then downloads alongside the loader instead of after it has run; what that gains is in the README).
  const bootPreload = [...staticClosure(lazyOutputs, activateFile)].map((file) => relative(outdir, file));
  await writeManifest(outdir, bootPreload);
  return sizes;
}

/**
 * Writes dist/manifest.json for hosts such as the WordPress plugin: the kinds from core/registry.ts and the handles
 * from tools/replaced-handles.ts (bundled and evaluated here, so no host keeps a copy by hand), plus a hash of the
 * loader for cache busting (the chunks it imports already carry hashes in their names), and `preload`: the files every
 * served page fetches right after the loader, relative to the loader's folder, for hosts to preload beside its tag.
 */
async function writeManifest(outdir, preload) {
  const bundle = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/tools/manifest.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const { createManifest } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const loader = await readFile(resolve(root, outdir, 'loader.js'));
  const manifest = { version: pkg.version, loaderHash: createHash('sha256').update(loader).digest('hex').slice(0, 12), preload, ...createManifest() };
  await writeFile(resolve(root, outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/** Resolves the loader's `import('./activate.ts')` to the built chunk's file instead of bundling it. */
function externalActivate(path) {
  return {
    name: 'external-activate',
    setup(build) {
      // `#retry`, core/mount.ts's second URL for it, is kept.
      build.onResolve({ filter: /^\.\/activate\.ts(?:#\w+)?$/ }, (args) => ({ path: path + args.path.slice('./activate.ts'.length), external: true }));
    },
  };
}

function compressed(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Per output chunk: sizes, what it is (loader, a widget's chunk, shared) and which source folders it holds. */
async function measure(metafile, outdir, activateFile) {
  const chunks = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const inputs = Object.keys(output.inputs);
    const entry = output.entryPoint ?? '';
    const role = file === `${outdir}/loader.js` ? 'loader' : file === activateFile ? 'activate'
      : entry === EARLY_ENTRY ? 'early'
      : /^src\/(widgets|elements|behaviours)\//.test(entry) ? 'module' : 'shared';
    const size = compressed(await readFile(resolve(root, file)));
    // Our own code outside core: widget logic split into a shared chunk still counts against the widget's budget,
    // in proportion to its share of the chunk (esbuild may put a helper in the same chunk as a library).
    const bytes = Object.entries(output.inputs);
    const total = bytes.reduce((sum, [, input]) => sum + input.bytesInOutput, 0) || 1;
    const ours = bytes.filter(([path]) => path.startsWith('src/') && !path.startsWith('src/core/'))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0) / total;
    const ui = inputs.some((path) => UI_LIBRARY.test(path));
    const signals = inputs.some((path) => SIGNALS_CORE.test(path));
    chunks.push({ file: file.slice(outdir.length + 1), role, entry, ours, ui, signals, imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path.slice(outdir.length + 1)), inputs: inputs.length, ...size });
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  // The loader's cost is its own file plus every chunk it imports statically: the browser fetches them all at boot.
  const bootFiles = new Set();
  const visit = (file) => {
    if (bootFiles.has(file)) return;
    bootFiles.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit('loader.js');
  const boot = [...bootFiles].map((file) => byFile.get(file)).filter(Boolean);
  const loader = boot.reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip, brotli: sum.brotli + chunk.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  // The activate chunk comes before any module runs, so like the boot files it is no module's own cost.
  const always = new Set([...bootFiles, activateFile.slice(outdir.length + 1)]);
  for (const chunk of chunks) if (chunk.role === 'module') chunk.ownGzip = ownCost(chunk, byFile, always);
  return { loader: { ...loader, files: [...bootFiles] }, chunks };
}

/**
 * A module's own cost: its chunk plus every chunk of our (non-core) code it imports, libraries and `always` apart. A lazy
 * part (`widgets/x/part.ts`) does not count its module's chunk (`widgets/x/index.ts`), loaded before it and budgeted there.
 */
function ownCost(chunk, byFile, always) {
  const folder = /^src\/(?:widgets|elements|behaviours)\/[^/]+\//.exec(chunk.entry)?.[0];
  const seen = new Set([chunk.file, ...[...byFile.values()].filter((other) => folder && /^index\.tsx?$/.test(other.entry.slice(folder.length)) && other.entry.startsWith(folder)).map((other) => other.file)]);
  let gzip = chunk.gzip;
  const visit = (file) => {
    if (seen.has(file) || always.has(file)) return;
    seen.add(file);
    const next = byFile.get(file);
    if (!next || next.ours === 0) return;
    gzip += Math.round(next.gzip * next.ours);
    next.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return gzip;
}

function printSizes(sizes) {
  const kb = (n) => (n / 1024).toFixed(2).padStart(7);
  console.log(`${'chunk'.padEnd(48)} ${'role'.padEnd(7)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)} ${'br KB'.padStart(7)} ${'own KB'.padStart(7)}`);
  for (const chunk of [...sizes.chunks].sort((a, b) => a.role.localeCompare(b.role) || b.gzip - a.gzip)) {
    const name = chunk.entry ? `${chunk.file} (${chunk.entry.replace(/^src\//, '')})` : chunk.file;
    const own = chunk.ownGzip === undefined ? '' : ` ${kb(chunk.ownGzip)}`;
    console.log(`${name.slice(0, 48).padEnd(48)} ${chunk.role.padEnd(7)} ${kb(chunk.raw)} ${kb(chunk.gzip)} ${kb(chunk.brotli)}${own}`);
  }
  const { loader } = sizes;
  console.log(`loader at boot (${loader.files.length} file${loader.files.length > 1 ? 's' : ''}): ${kb(loader.gzip)} KB gzip, ${kb(loader.brotli)} KB brotli (budget ${BUDGET.loader / 1024} KB gzip)`);
}

/** A module's own cost against its line in MODULE_BUDGET_KB (capped by the widget chunk budget); failures as sentences. */
function checkModule(chunk, moduleBudgets) {
  const name = chunk.entry.replace(/^src\//, '').replace(/\/index\.tsx?$/, '');
  const own = moduleBudgets[name] ?? undefined;
  if (own === undefined) return [`${chunk.entry} has no budget: add '${name}' to MODULE_BUDGET_KB in build.mjs`];
  const budget = Math.min(BUDGET.widgetChunk, Math.round(own * 1024));
  return chunk.ownGzip > budget ? [`${chunk.entry} chunk is ${chunk.ownGzip} B gzip with its own shared code, over the ${budget} B budget`] : [];
}

/** Budget failures as sentences; empty when within budget. */
export function checkBudget(sizes) {
  // WISP_BUDGET_MODULES (JSON, KB by module name; null removes one) lets a test prove a module's budget is enforced.
  const moduleBudgets = { ...MODULE_BUDGET_KB, ...JSON.parse(process.env.WISP_BUDGET_MODULES ?? '{}') };
  const failures = [];
  if (sizes.loader.gzip > BUDGET.loader) failures.push(`loader is ${sizes.loader.gzip} B gzip, over the ${BUDGET.loader} B budget`);
  const ui = sizes.chunks.filter((chunk) => chunk.ui);
  if (ui.length > 1) failures.push(`preact, compat and signals are split over ${ui.length} chunks (${ui.map((chunk) => chunk.file).join(', ')}), not one`);
  const signals = sizes.chunks.filter((chunk) => chunk.signals);
  if (signals.length > 1) failures.push(`the signals core is in ${signals.length} chunks (${signals.map((chunk) => chunk.file).join(', ')}): each copy would hold a state of its own`);
  for (const chunk of new Set([...ui, ...signals])) {
    if (sizes.loader.files.includes(chunk.file)) failures.push(`${chunk.file} holds preact or signals and is loaded at boot`);
  }
  for (const chunk of ui) {
    if (chunk.gzip > BUDGET.uiChunk) failures.push(`the UI chunk ${chunk.file} is ${chunk.gzip} B gzip, over the ${BUDGET.uiChunk} B budget`);
  }
  for (const chunk of sizes.chunks) {
    if (chunk.entry === ADDON_ENTRY && chunk.gzip > BUDGET.addonCompat) {
      failures.push(`${chunk.entry} chunk is ${chunk.gzip} B gzip, over the ${BUDGET.addonCompat} B add-on compatibility budget`);
    }
    if (chunk.role === 'early' && chunk.gzip > BUDGET.addonEarly) {
      failures.push(`${chunk.file} is ${chunk.gzip} B gzip, over the ${BUDGET.addonEarly} B budget for the early add-on script`);
    }
    if (chunk.role === 'activate' && chunk.gzip > BUDGET.activate) failures.push(`the activate chunk is ${chunk.gzip} B gzip, over the ${BUDGET.activate} B budget`);
    if (chunk.role === 'module') failures.push(...checkModule(chunk, moduleBudgets));
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await build();
  printSizes(sizes);
  const failures = checkBudget(sizes);
  for (const failure of failures) console.error(`size budget: ${failure}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
