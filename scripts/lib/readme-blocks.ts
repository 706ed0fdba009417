// The README blocks generated from the build: the sizes table (from dist/sizes.json) and the supported browsers.

export type Chunk = { file: string; role: string; entry: string; gzip: number; ownGzip?: number; ui?: boolean; signals?: boolean };
export type Sizes = { loader: { gzip: number; files: string[] }; chunks: Chunk[] };
/** The npm packages a chunk holds (from its source map). */
export type PackagesOf = (file: string) => string[];
export type Browsers = Record<'chrome' | 'edge' | 'firefox' | 'safari', string>;

const kb = (bytes: number, digits = 1): string => (bytes / 1024).toFixed(digits);

function moduleOf(sizes: Sizes, name: string): Chunk {
  const chunk = sizes.chunks.find((item) => [`src/${name}/index.ts`, `src/${name}.ts`, `src/${name}.tsx`].includes(item.entry));
  if (!chunk) throw new Error(`README sizes: no module src/${name} in sizes.json; update ROWS in scripts/lib/readme-blocks.ts`);
  return chunk;
}

/** A module's own cost (its chunk and the chunks of our code it imports), in KB; several joined with " / ". */
const own = (sizes: Sizes, ...names: string[]): string => names.map((name) => {
  const chunk = moduleOf(sizes, name);
  return kb(chunk.ownGzip ?? chunk.gzip);
}).join(' / ');

function range(values: number[]): string {
  const low = kb(Math.min(...values));
  const high = kb(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

function libraryKb(sizes: Sizes, packagesOf: PackagesOf, name: string): string {
  const chunks = sizes.chunks.filter((chunk) => !chunk.entry && packagesOf(chunk.file).includes(name));
  if (chunks.length === 0) throw new Error(`README sizes: no chunk holds ${name}`);
  return kb(chunks.reduce((sum, chunk) => sum + chunk.gzip, 0));
}

/** The lightbox viewer's own cost before it became components, as the README generated it at da2f7f2^ (10.87 KB). */
const LIGHTBOX_BEFORE_COMPONENTS = 10.87 * 1024;

const CAROUSELS = ['image-carousel', 'media-carousel', 'testimonial-carousel', 'slides', 'loop-carousel', 'nested-carousel'];
const PRISM = 'node_modules/prismjs/components/prism-';

type Row = (sizes: Sizes, packagesOf: PackagesOf) => [string, string];

// One line per row of the table: what it names, and the gzip figures it reads from the build.
const ROWS: Row[] = [
  (s) => [`loader at boot (${s.loader.files.map((file) => `\`${file}\``).join(', ')}: ${s.loader.files.length === 1 ? 'one request' : `${s.loader.files.length} requests`}), early click and submit replay`, `${kb(s.loader.gzip, 2)} KB`],
  (s) => ['activate chunk (full config, mount context, module map, element feature checks, module preload table, small shared helpers)', `${kb(s.chunks.find((chunk) => chunk.entry === 'src/core/activate.ts')?.gzip ?? NaN)} KB, once, with the first module`],
  (s) => ['tabs / accordion / toggle (own, incl. shared tab logic)', `${own(s, 'widgets/tabs', 'widgets/accordion', 'widgets/toggle')} KB`],
  (s) => ['nested tabs / nested accordion', `${own(s, 'widgets/nested-tabs', 'widgets/nested-accordion')} KB`],
  (s) => ['counter / progress / alert / text editor', `${own(s, 'widgets/counter', 'widgets/progress', 'widgets/alert', 'widgets/text-editor')} KB`],
  (s) => ['action links / anchors (on the first input anywhere on the page; at idle when the URL has a hash)', `${own(s, 'behaviours/action-links', 'behaviours/anchors')} KB`],
  (s) => ['UI chunk: preact, preact/compat and @preact/signals with its core, shared by every component and signal, never at boot', `${kb(s.chunks.filter((chunk) => chunk.ui || chunk.signals).reduce((sum, chunk) => sum + chunk.gzip, 0))} KB`],
  (s) => ['lightbox: page listener (on the first input) / viewer (on first click; + UI chunk)', `${own(s, 'behaviours/lightbox', 'behaviours/lightbox/viewer')} KB`],
  (s) => {
    const viewer = moduleOf(s, 'behaviours/lightbox/viewer');
    // The UI chunk with the signals core it imports, when that is a chunk of its own.
    const ui = s.chunks.filter((chunk) => chunk.ui || chunk.signals).reduce((sum, chunk) => sum + chunk.gzip, 0) || NaN;
    const now = viewer.ownGzip ?? viewer.gzip;
    return [`lightbox viewer's own code: built with \`document.createElement\` (README at da2f7f2^) / as components now / now plus the UI chunk (a first open before any other component)`, `${kb(LIGHTBOX_BEFORE_COMPONENTS)} / ${kb(now)} / ${kb(now + ui)} KB`];
  },
  (s) => ['later components (each + UI chunk): form messages and submit spinner (first focus in a form) / form step indicators / Stripe error box (with the payment request) / playlist hosted video (first play)', `${own(s, 'widgets/form/message-view', 'widgets/form/indicators', 'families/payments/error-view', 'widgets/video-playlist/hosted-video')} KB`],
  (s) => ['`?wisp-debug` panel (only with the parameter; + UI chunk)', `${own(s, 'behaviours/debug-panel')} KB`],
  (s) => ['add-on compatibility (only on pages with add-ons) / early add-on script', `${own(s, 'behaviours/addon-compat')} / ${kb(s.chunks.find((chunk) => chunk.file === 'addon-early.js')?.gzip ?? NaN)} KB`],
  (s) => ['popups (arming, with the common conditions and triggers) / less used conditions (sources, browsers, schedule) / scrolling and inactivity triggers', `${own(s, 'behaviours/popups', 'behaviours/popups/conditions/rare-conditions', 'behaviours/popups/triggers/rare-triggers')} KB, only on pages with popups`],
  (s) => ['popup selectors with jQuery\'s extensions (only for popups with `open_selector` or `scrolling_to_selector`)', `${own(s, 'behaviours/popups/page-selector')} KB`],
  (s) => ['off-canvas', `${own(s, 'widgets/off-canvas')} KB`],
  (s) => ['share buttons', `${own(s, 'widgets/share-buttons')} KB`],
  (s) => ['posts listings (custom skin + Pro) / loop grid / portfolio', `${own(s, 'widgets/posts', 'widgets/loop-grid', 'widgets/portfolio')} KB`],
  (s) => ['taxonomy filter: URL part (near view; at idle when the URL has a query or hash) / the filter (on first touch or a filtered URL; + UI chunk)', `${own(s, 'widgets/taxonomy-filter', 'widgets/taxonomy-filter/filter')} KB`],
  (s) => ['nav menu / mega menu / search form', `${own(s, 'widgets/nav-menu', 'widgets/mega-menu', 'widgets/search-form')} KB`],
  (s) => ['sticky / motion effects / entrance animation / column redistribution', `${own(s, 'elements/sticky', 'elements/motion-effects', 'elements/entrance-animation', 'behaviours/column-redistribution')} KB`],
  (s, p) => [`each carousel kind (+ the shared Swiper chunk, ${libraryKb(s, p, 'swiper')} KB)`, `${range(CAROUSELS.map((name) => { const chunk = moduleOf(s, `widgets/${name}`); return chunk.ownGzip ?? chunk.gzip; }))} KB`],
  (s) => ['animated headline / countdown / table of contents / code highlight / progress tracker', `${own(s, 'widgets/animated-headline', 'widgets/countdown', 'widgets/table-of-contents', 'widgets/code-highlight', 'widgets/progress-tracker')} KB`],
  (s) => ['video / background video / background slideshow', `${own(s, 'widgets/video', 'elements/background-video', 'elements/background-slideshow')} KB`],
  (s) => ['gallery / hotspot / text path / lottie (without the player)', `${own(s, 'widgets/gallery', 'widgets/hotspot', 'widgets/text-path', 'widgets/lottie')} KB`],
  (s) => ['video playlist (incl. shared video helpers)', `${own(s, 'widgets/video-playlist')} KB`],
  (s) => ['form and subscribe (shared) / reCAPTCHA (only on forms using it)', `${own(s, 'widgets/form', 'widgets/form/recaptcha')} KB`],
  (s) => ['menu cart / checkout / cart / notices / add to cart / my account / purchase summary', `${own(s, ...['menu-cart', 'checkout-page', 'cart', 'notices', 'product-add-to-cart', 'my-account', 'purchase-summary'].map((name) => `widgets/woocommerce-${name}`))} KB`],
  (s) => ['Stripe / PayPal buttons / each Facebook embed (shared SDK loader)', `${own(s, 'widgets/stripe-button', 'widgets/paypal-button', 'widgets/facebook-embed')} KB`],
  (s) => {
    const core = s.chunks.find((chunk) => chunk.entry === `${PRISM}core.js`);
    const grammars = s.chunks.filter((chunk) => chunk.entry.startsWith(PRISM) && chunk !== core).map((chunk) => chunk.gzip);
    if (!core || grammars.length === 0) throw new Error('README sizes: the Prism chunks are missing');
    return ['Prism core / each grammar (only on pages with a code block, only its languages)', `${kb(core.gzip)} / ${range(grammars)} KB`];
  },
];

/** The sizes table, gzip as built. */
export function renderSizes(sizes: Sizes, packagesOf: PackagesOf): string {
  const rows = ROWS.map((row) => row(sizes, packagesOf));
  return ['| what | gzip |', '| --- | --- |', ...rows.map(([what, gzip]) => `| ${what} | ${gzip} |`)].join('\n');
}

/** The browser support sentence, from the build's target. */
export function renderBrowsers(browsers: Browsers): string {
  return `Browsers with ES modules and the APIs wisp uses (\`Object.hasOwn\`, \`Array.prototype.at\`): Chrome ${browsers.chrome}+, Edge ${browsers.edge}+,
Firefox ${browsers.firefox}+, Safari ${browsers.safari}+, the build's esbuild target. In older browsers the module tag is ignored and the
page keeps its server-rendered markup.`;
}

/** The size budgets `build.mjs` enforces, in gzip bytes (its `BUDGET`). */
export type Budgets = { loader: number; widgetChunk: number; uiChunk: number; addonCompat: number; addonEarly: number; activate: number };

/** Bytes as KB, with as many decimals as the figure has (11.6875 KB, not 11.69). */
const budgetKb = (bytes: number): string => `${Number(kb(bytes, 4))} KB`;

/** What fails the build, with the budgets `build.mjs` holds: generated, so the README cannot keep an old figure. */
export function renderBudgets(budgets: Budgets): string {
  return `The build fails when the loader with the chunks it imports at boot exceeds ${budgetKb(budgets.loader)} gzip, when a lazily loaded
module's own cost exceeds its line in \`MODULE_BUDGET_KB\` (\`build.mjs\`: each module's measured cost plus about 10%, never over
${budgetKb(budgets.widgetChunk)}; a module without a line fails the build too), when the activate chunk exceeds ${budgetKb(budgets.activate)} gzip, when the UI
chunk (preact, compat and signals) exceeds ${budgetKb(budgets.uiChunk)} gzip, is split over more than one chunk, or is loaded at boot, when
the add-on compatibility chunk exceeds ${budgetKb(budgets.addonCompat)} gzip or when the early add-on script exceeds ${budgetKb(budgets.addonEarly)} gzip.`;
}

const markers = (name: string): [string, string] => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** The text between a block's markers, or null when the README has no such block. */
export function readBlock(readme: string, name: string): string | null {
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end, from);
  return from < 0 || to < 0 ? null : readme.slice(from + start.length, to).replace(/^\n|\n$/g, '');
}

/** The README with a block's content replaced; throws when its markers are missing. */
export function writeBlock(readme: string, name: string, content: string): string {
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`README has no ${start} … ${end} block`);
  return `${readme.slice(0, from + start.length)}\n${content}\n${readme.slice(to)}`;
}
