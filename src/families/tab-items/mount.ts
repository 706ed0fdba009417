// The behaviour classic tabs, accordion and toggle share: items matched by `data-tab`, opened and closed in place.
import { BUILDER_EVENT, STATE_CLASS } from '../../shared/names.ts';
import type { Cleanup, MountContext, WispModule } from '../../core/types.ts';
import { ownerOf } from '../../shared/dom.ts';
import { slideClosed, slideOpen } from '../../shared/motion.ts';
import { focusSibling } from './keys.ts';

export type TabItemsOptions = {
  /** Slide duration; 0 shows and hides at once (tabs). */
  slideMs: number;
  /** Activating the open item closes it. */
  toggleSelf: boolean;
  /** Only one item open at a time. */
  hidePrevious: boolean;
  /** Open the first item on load. */
  autoExpand: boolean;
};

type Item = { index: string; titles: HTMLElement[]; contents: HTMLElement[] };

const TITLE = '.elementor-tab-title';
const CONTENT = '.elementor-tab-content';

function toItems(titles: HTMLElement[], contents: HTMLElement[]): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const title of titles) {
    const index = title.dataset['tab'];
    if (!index) continue;
    const item = items.get(index) ?? { index, titles: [], contents: [] };
    item.titles.push(title);
    items.set(index, item);
  }
  for (const content of contents) items.get(content.dataset['tab'] ?? '')?.contents.push(content);
  return items;
}

/** Whether a header holds its own tab stop (the legacy inner link), so Tab still reaches it without the header's. */
const hasInnerStop = (title: HTMLElement) => title.querySelector('a[href], a[tabindex], button') !== null;

function writeTitle(title: HTMLElement, open: boolean): void {
  title.classList.toggle(STATE_CLASS.active, open);
  title.setAttribute('aria-expanded', String(open));
  title.setAttribute('aria-selected', String(open));
  // As the original: a closed title leaves the Tab order (roving in tab lists). An accordion or toggle header with no
  // tab stop of its own would then be unreachable by keyboard; that one stays reachable (wisp adds this).
  const reachable = open || (title.getAttribute('role') !== 'tab' && !hasInnerStop(title));
  title.setAttribute('tabindex', reachable ? '0' : '-1');
}

/** The item a hash points at: its title, its panel, or anything inside its panel. */
function itemForHash(items: Map<string, Item>): Item | undefined {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return undefined;
  for (const item of items.values()) {
    if (item.titles.includes(target) || item.contents.some((content) => content.contains(target))) return item;
  }
  return undefined;
}

/** Starts the shared behaviour on a widget root; returns false, having written nothing, when markup is missing. */
export function startTabItems(root: HTMLElement, options: TabItemsOptions, ctx: MountContext): Cleanup | false {
  const items = toItems(ctx.own(TITLE), ctx.own(CONTENT));
  const usable = [...items.values()].filter((item) => item.contents.length > 0);
  if (usable.length === 0) {
    ctx.warn('markup', 'no .elementor-tab-title with a matching .elementor-tab-content (data-tab); left as it is');
    return false;
  }
  const open = new Set<string>();

  const show = (item: Item, animate: boolean) => {
    if (!ctx.emit('before-item-open', { index: Number(item.index) }, true)) return;
    open.add(item.index);
    for (const title of item.titles) writeTitle(title, true);
    for (const content of item.contents) {
      content.classList.add(STATE_CLASS.active);
      content.removeAttribute('hidden');
      slideOpen(content, animate ? options.slideMs : 0, () => {
        // Motion effects and sticky elements measure the page again once the panel has its full height.
        window.dispatchEvent(new CustomEvent(BUILDER_EVENT.motionFxRecalc));
      });
    }
    ctx.emit('item-open', { index: Number(item.index) });
  };

  const hide = (item: Item) => {
    open.delete(item.index);
    // The slide reads the panel's height before anything here is written, from the layout the last frame left: after
    // the writes it forced a style and layout pass of its own, on top of the one the opening panel needs.
    for (const content of item.contents) slideClosed(content, options.slideMs);
    for (const title of item.titles) writeTitle(title, false);
    for (const content of item.contents) {
      content.classList.remove(STATE_CLASS.active);
      content.setAttribute('hidden', 'hidden');
    }
    ctx.emit('item-close', { index: Number(item.index) });
  };

  const activate = (item: Item) => {
    const wasOpen = open.has(item.index);
    if ((options.toggleSelf || !wasOpen) && options.hidePrevious) {
      for (const index of [...open]) hide(items.get(index) as Item);
    }
    if (!options.hidePrevious && wasOpen) hide(item);
    if (!wasOpen) show(item, true);
  };

  const first = itemForHash(items) ?? (options.autoExpand ? usable[0] : undefined);
  if (first) show(first, false);

  const titleOf = (event: Event): { title: HTMLElement; item: Item } | null => {
    const title = event.target instanceof Element ? event.target.closest<HTMLElement>(TITLE) : null;
    const item = title && ownerOf(title) === root ? items.get(title.dataset['tab'] ?? '') : undefined;
    return title && item && item.contents.length > 0 ? { title, item } : null;
  };
  const { signal } = ctx;
  root.addEventListener('click', (event) => {
    const hit = titleOf(event);
    if (!hit) return;
    event.preventDefault();
    activate(hit.item);
    // A click focuses the title, as in the original (where its tabindex makes the browser do it); a focused inner link stays.
    if (!hit.title.contains(document.activeElement)) hit.title.focus({ preventScroll: true });
  }, { signal });
  root.addEventListener('keydown', (event) => {
    const hit = titleOf(event);
    if (!hit) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Also stops a legacy `<a>` title from following its link and Space from scrolling the page.
      event.preventDefault();
      return activate(hit.item);
    }
    const group = [...items.values()].flatMap((item) => item.titles);
    if (focusSibling(event, hit.title, group, ctx.config.isRtl)) event.preventDefault();
  }, { signal });
  window.addEventListener('hashchange', () => {
    const item = itemForHash(items);
    if (item && !open.has(item.index)) activate(item);
  }, { signal });
  return () => open.clear();
}

/** The whole module of a tab-items widget whose behaviour no setting changes (classic tabs, toggle). */
export function toTabItemsModule(options: TabItemsOptions): WispModule<Record<string, never>> {
  return { parse: () => ({ ok: true, settings: {} }), mount: (root, _settings, ctx) => startTabItems(root, options, ctx) };
}
