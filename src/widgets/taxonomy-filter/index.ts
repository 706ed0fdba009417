// Taxonomy filter (`taxonomy-filter.default`), the part loaded at idle: checks the markup and follows the URL; the
// filter itself (refresh, selection signal, preact's runtime) loads on the first touch or when the URL names a filter.
import type { MountContext, WispModule } from '../../core/types.ts';
import { parse, type TaxonomyFilterSettings } from './settings.ts';

const BAR = '.e-filter';
const BUTTON = '.e-filter-item[data-filter]';
/** Set on the root once the whole filter has mounted. */
const LOADED_ATTR = 'data-wisp-filter';
// No touchstart: a touch fires pointerover and pointerdown first (as in core/triggers.ts).
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

export type FilterParts = { bar: HTMLElement; buttons: HTMLElement[] };
type Start = (popstate: boolean) => void;

/** The filters of each loop start together: one request consolidates every filter of the loop. */
const startsByLoop = new Map<string, Set<Start>>();

/** The URL names this filter, or a filter of another taxonomy of the same loop that our refresh must carry along. */
const isNamedInUrl = (loopId: string): boolean => [...new URLSearchParams(location.search).keys()].some((key) => key.startsWith(`e-filter-${loopId}-`));

/** Replays the click held while the filter was loading, as an event (the target may be an icon inside a button). */
function replay(target: Element | null): void {
  if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

function armStart(root: HTMLElement, settings: TaxonomyFilterSettings, ctx: MountContext, parts: FilterParts, startLoop: Start): Start {
  let phase: 'waiting' | 'loading' | 'done' = 'waiting';
  let held: Element | null = null;
  const { signal } = ctx;
  // A click before the filter has loaded is held, then replayed once it has (or once it has failed to load).
  root.addEventListener('click', (event) => {
    if (phase === 'done' || !(event.target instanceof Element) || !event.target.closest(BUTTON)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target;
    startLoop(false);
  }, { signal });
  const start: Start = (popstate) => {
    if (phase !== 'waiting' || signal.aborted) return;
    phase = 'loading';
    // One retry: a failed `import()` is tried again once, as core/load.ts does for every module.
    import('./filter.ts').catch(() => import('./filter.ts')).then(({ mountFilter }) => {
      if (signal.aborted) return;
      mountFilter(root, settings, ctx, parts, popstate);
      root.setAttribute(LOADED_ATTR, 'loaded');
      signal.addEventListener('abort', () => root.removeAttribute(LOADED_ATTR), { once: true });
    }, (error: unknown) => console.error('[wisp] taxonomy-filter: could not load the filter; the buttons stay as printed', error))
      .finally(() => {
        phase = 'done';
        const target = held;
        held = null;
        replay(target);
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
    const start = armStart(root, settings, ctx, { bar, buttons }, startLoop);
    starts.add(start);
    const { signal } = ctx;
    for (const type of TOUCH_EVENTS) root.addEventListener(type, () => startLoop(false), { signal, passive: true });
    // Back or forward before the filter loaded: it loads and applies the URL (what it shows may differ from it).
    window.addEventListener('popstate', () => isNamedInUrl(loopId) || buttons.some(isPressedTerm) ? startLoop(true) : undefined, { signal });
    if (isNamedInUrl(loopId)) queueMicrotask(() => startLoop(false));
    return () => void starts.delete(start);
  },
};

/** A pressed button other than "all": the filter shows a choice that a URL without it must undo. */
const isPressedTerm = (button: HTMLElement): boolean => button.getAttribute('aria-pressed') === 'true' && button.dataset['filter'] !== '__all';

export default taxonomyFilter;
