// Behaviour probes, kind → probe: each clicks one mounted widget and checks classes, ARIA and visibility against the original.
import { probeLightbox } from './probes/lightbox.ts';
import { clickTitle, contentOf, titlesOf, waitForItems, readItems, type ItemsState, type ProbeContext } from './probe-state.ts';
import { probeShareButtons } from './probes/share-buttons.ts';
import { probeLoopGrid } from './probes/loop-grid.ts';
import { probePosts } from './probes/posts.ts';
import { probeCarousel } from './probes/carousel.ts';
import { probePopups } from './probes/popups.ts';
import { probeSticky } from './probes/sticky.ts';
import { probeEntrance } from './probes/entrance-animation.ts';
import { probeNestedTabs } from './probes/nested-tabs.ts';
import { probeNestedAccordion } from './probes/nested-accordion.ts';
import { probeCounter } from './probes/counter.ts';
import { probeProgress } from './probes/progress.ts';
import { probeAlert } from './probes/alert.ts';
import { probeVideo } from './probes/video.ts';
import { probeAnimatedHeadline } from './probes/animated-headline.ts';
import { probeGallery } from './probes/gallery.ts';
import { probeForm } from './probes/form.ts';
import { probeNavMenu } from './probes/nav-menu.ts';
import { probeMegaMenu } from './probes/mega-menu.ts';
import { probeSearchForm } from './probes/search-form.ts';
import { probeMenuCart } from './probes/menu-cart.ts';

export type { ProbeContext } from './probe-state.ts';
/** `skipped`: this element cannot show the behaviour (for example one tab only); the runner tries the next one. */
export type ProbeResult = { ok: boolean; detail: string; skipped?: boolean };
export type Probe = (ctx: ProbeContext) => Promise<ProbeResult>;

const pass = (detail: string): ProbeResult => ({ ok: true, detail });
const fail = (detail: string): ProbeResult => ({ ok: false, detail });
const skip = (detail: string): ProbeResult => ({ ok: true, detail, skipped: true });

function expectOpen(state: ItemsState, tab: string, aria: 'aria-selected' | 'aria-expanded'): string | null {
  const titles = titlesOf(state, tab);
  const content = contentOf(state, tab);
  if (titles.length === 0 || !content) return `item ${tab} is missing`;
  const attr = (title: (typeof titles)[number]): string | null => (aria === 'aria-selected' ? title.selected : title.expanded);
  if (!titles.every((title) => title.active)) return `title ${tab} lacks elementor-active`;
  if (!titles.every((title) => attr(title) === 'true')) return `title ${tab} has ${aria}=${String(titles.map(attr))}`;
  if (content.hidden) return `content ${tab} still has the hidden attribute`;
  if (!content.open) return `content ${tab} is not visible`;
  return null;
}

function expectClosed(state: ItemsState, tab: string, aria: 'aria-selected' | 'aria-expanded'): string | null {
  const titles = titlesOf(state, tab);
  const content = contentOf(state, tab);
  if (titles.length === 0 || !content) return `item ${tab} is missing`;
  if (titles.some((title) => title.active)) return `title ${tab} still has elementor-active`;
  if (titles.some((title) => (aria === 'aria-selected' ? title.selected : title.expanded) === 'true')) return `title ${tab} still has ${aria}=true`;
  if (content.visible && !content.hidden) return `content ${tab} is still visible`;
  return null;
}

const both = (...checks: Array<string | null>): string | null => checks.find((check) => check !== null) ?? null;

/** Tabs: clicking the second title of the viewport's title set activates both titles of that tab and shows only its panel. */
const probeTabs: Probe = async (ctx) => {
  const mobile = ctx.viewport === 'mobile';
  const titles = (await readItems(ctx)).titles.filter((title) => title.mobile === mobile && title.visible);
  const [first, second] = titles;
  if (!first || !second) return skip(`fewer than two visible ${mobile ? 'mobile' : 'desktop'} titles`);
  await clickTitle(ctx, second.index);
  const failure = await waitForItems(ctx, (state) => both(expectOpen(state, second.tab, 'aria-selected'), expectClosed(state, first.tab, 'aria-selected')), 1500);
  return failure ? fail(`after clicking ${mobile ? 'mobile' : 'desktop'} title ${second.tab}: ${failure}`) : pass(`tab ${second.tab} activated, tab ${first.tab} deactivated`);
};

/** Accordion: item 1 open on load; clicking item 2 opens it and closes item 1 once the 400 ms slide ends. */
const probeAccordion: Probe = async (ctx) => {
  const tabs = [...new Set((await readItems(ctx)).titles.map((title) => title.tab))];
  const [one, two] = tabs;
  if (!one || !two) return skip('fewer than two items');
  const initial = await waitForItems(ctx, (state) => expectOpen(state, one, 'aria-expanded'), 1000);
  if (initial) return fail(`on load: ${initial}`);
  const index = (await readItems(ctx)).titles.find((title) => title.tab === two)?.index ?? 0;
  await clickTitle(ctx, index);
  const failure = await waitForItems(ctx, (state) => both(expectOpen(state, two, 'aria-expanded'), expectClosed(state, one, 'aria-expanded')), 2000);
  return failure ? fail(`after clicking item ${two}: ${failure}`) : pass(`item ${one} open on load; item ${two} opened and item ${one} closed`);
};

/** Toggle: nothing open on load; items open independently; clicking an open item closes it. */
const probeToggle: Probe = async (ctx) => {
  const state = await readItems(ctx);
  const [one, two] = [...new Set(state.titles.map((title) => title.tab))];
  if (!one || !two) return skip('fewer than two items');
  const initial = both(expectClosed(state, one, 'aria-expanded'), expectClosed(state, two, 'aria-expanded'));
  if (initial) return fail(`on load: ${initial}`);
  const indexOf = (tab: string): number => state.titles.find((title) => title.tab === tab)?.index ?? 0;
  const steps: Array<[string, (s: ItemsState) => string | null]> = [
    [one, (s) => expectOpen(s, one, 'aria-expanded')],
    [two, (s) => both(expectOpen(s, one, 'aria-expanded'), expectOpen(s, two, 'aria-expanded'))],
    [one, (s) => both(expectClosed(s, one, 'aria-expanded'), expectOpen(s, two, 'aria-expanded'))],
  ];
  for (const [step, [tab, check]] of steps.entries()) {
    await clickTitle(ctx, indexOf(tab));
    const failure = await waitForItems(ctx, check, 2000);
    if (failure) return fail(`click ${step + 1} (item ${tab}): ${failure}`);
  }
  return pass(`items ${one} and ${two} opened independently; item ${one} closed again`);
};

/** Keyed by `data-widget_type` base. Add a probe here to check another kind. */
export const PROBES: Record<string, Probe> = {
  'share-buttons': probeShareButtons,
  'loop-grid': probeLoopGrid,
  tabs: probeTabs,
  accordion: probeAccordion,
  toggle: probeToggle,
  posts: probePosts,
  'archive-posts': probePosts,
  'image-carousel': probeCarousel,
  'testimonial-carousel': probeCarousel,
  'nested-tabs': probeNestedTabs,
  'nested-accordion': probeNestedAccordion,
  counter: probeCounter,
  progress: probeProgress,
  alert: probeAlert,
  'animated-headline': probeAnimatedHeadline,
  gallery: probeGallery,
  form: probeForm,
  subscribe: probeForm,
  video: probeVideo,
  'nav-menu': probeNavMenu,
  'mega-menu': probeMegaMenu,
  'search-form': probeSearchForm,
  'woocommerce-menu-cart': probeMenuCart,
};

/** Keyed by behaviour name: run once per page, on `html`, when that page-wide behaviour has started. */
export const PAGE_PROBES: Record<string, Probe> = {
  lightbox: probeLightbox,
  popups: probePopups,
};

/** Keyed by element feature (`sticky`, `entrance-animation`, …): run on an element the feature mounted on. */
export const FEATURE_PROBES: Record<string, Probe> = {
  sticky: probeSticky,
  'entrance-animation': probeEntrance,
};
