// Taxonomy filter (`taxonomy-filter.default`), the part loaded at idle: checks the markup and follows the URL; the
// filter itself (refresh, selection signal, preact's runtime) loads on the first touch or when the URL names a filter.
import type { MountContext, WispModule } from '../../core/types.ts';
import { holdClicks } from '../../shared/held-clicks.ts';
import { loadPart } from '../../shared/lazy-part.ts';
import { readPressed, readUrlTerms, toKnown, writeButtons, type ButtonSet } from './buttons.ts';
import { parse, type TaxonomyFilterSettings } from './settings.ts';

const BAR = '.e-filter';
const BUTTON = '.e-filter-item[data-filter]';
/** Set on the root once the whole filter has mounted. */
const LOADED_ATTR = 'data-wisp-filter';
// No touchstart: a touch fires pointerover and pointerdown first (as in core/triggers.ts).
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** What the idle part hands the filter: the checked markup, and the terms pressed as the server printed them. */
export type FilterParts = { bar: HTMLElement; set: ButtonSet; printed: string[] };
type Start = (popstate: boolean) => void;

/** The filters of each loop start together: one request consolidates every filter of the loop. */
const startsByLoop = new Map<string, Set<Start>>();

/** The URL names this filter, or a filter of another taxonomy of the same loop that our refresh must carry along. */
const isNamedInUrl = (loopId: string): boolean => [...new URLSearchParams(location.search).keys()].some((key) => key.startsWith(`e-filter-${loopId}-`));

function armStart(root: HTMLElement, ctx: MountContext, parts: FilterParts, startLoop: Start): Start {
  let phase: 'waiting' | 'loading' | 'done' = 'waiting';
  const { signal } = ctx;
  // Clicks on the buttons before the filter has loaded are held, and start it; they are replayed in order once it has
  // (or has failed to load): every one, as a filter with multiple selection adds a term per click.
  const held = holdClicks(root, (target) => {
    if (phase === 'done' || !target.closest(BUTTON)) return false;
    startLoop(false);
    return true;
  }, signal);
  const start: Start = (popstate) => {
    if (phase !== 'waiting' || signal.aborted) return;
    phase = 'loading';
    void loadPart(() => import('./filter.ts'), ctx, 'taxonomy-filter/filter', 'the filter; the buttons stay as printed', ({ mountFilter }) => {
      mountFilter(root, ctx, parts, popstate);
      root.setAttribute(LOADED_ATTR, 'loaded');
      signal.addEventListener('abort', () => root.removeAttribute(LOADED_ATTR), { once: true });
    }).finally(() => {
      phase = 'done';
      held.release();
    });
  };
  return start;
}

const taxonomyFilter: WispModule<TaxonomyFilterSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const bar = ctx.own(BAR)[0];
    const buttons = ctx.own(BUTTON);
    if (!bar || buttons.length === 0) {
      ctx.warn('markup', `no ${BAR} bar with ${BUTTON} buttons; left as it is`);
      return false;
    }
    const loopId = settings.selected_element;
    if (!document.getElementsByClassName(`elementor-element-${loopId}`)[0]) {
      ctx.warn('target', `no loop widget .elementor-element-${loopId} on the page; left as it is`);
      return false;
    }
    const starts = startsByLoop.get(loopId) ?? new Set<Start>();
    startsByLoop.set(loopId, starts);
    const startLoop: Start = (popstate) => {
      for (const each of [...starts]) each(popstate);
    };
    const join = settings.multiple_selection === 'yes' ? settings.logical_combination : undefined;
    const set: ButtonSet = { loopId, taxonomy: settings.taxonomy, join, buttons, known: toKnown(buttons) };
    const parts: FilterParts = { bar, set, printed: readPressed(set) };
    const start = armStart(root, ctx, parts, startLoop);
    starts.add(start);
    const { signal } = ctx;
    for (const type of TOUCH_EVENTS) root.addEventListener(type, () => startLoop(false), { signal, passive: true });
    // Back or forward before the filter loaded: it loads and applies the URL (what it shows may differ from it).
    window.addEventListener('popstate', () => isNamedInUrl(loopId) || readPressed(set).length > 0 ? startLoop(true) : undefined, { signal });
    // The URL's choice shows at once; the filter, loading meanwhile, refreshes the grid if it shows something else.
    const fromUrl = readUrlTerms(set);
    if (fromUrl) writeButtons(set, fromUrl);
    if (isNamedInUrl(loopId)) startLoop(false);
    return () => void starts.delete(start);
  },
};

export default taxonomyFilter;
