// Inner tabs under the player (description, chapters…): two panels per item switched in place, and Show more / Show less.
import type { Item } from './items.ts';
import type { PlaylistEventType } from './events.ts';
import { ownerOf } from '../../shared/dom.ts';

const ACTIVE = 'e-inner-tab-active';

type Parts = { desktop: HTMLElement[]; mobile: HTMLElement[]; contents: HTMLElement[] };

export type InnerTabsOptions = {
  /** The playlist root: a playlist nested in an inner tab's text (a template shortcode) keeps its own parts. */
  root: HTMLElement;
  collapsible: boolean;
  /** Pixels of text above which the buttons show; 0 = never. */
  limit: number;
  report(item: Item, type: PlaylistEventType): void;
};

function toParts(inner: HTMLElement, root: HTMLElement): Parts {
  const all = (selector: string) => [...inner.querySelectorAll<HTMLElement>(selector)].filter((match) => ownerOf(match) === root);
  return {
    desktop: all('.e-inner-tabs-wrapper .e-inner-tab-title'),
    mobile: all('.e-inner-tabs-content-wrapper .e-tab-mobile-title'),
    contents: all('.e-inner-tab-content'),
  };
}

function select(parts: Parts, index: number): void {
  parts.desktop.forEach((title, at) => {
    title.classList.toggle(ACTIVE, at === index);
    title.querySelector('a')?.setAttribute('aria-selected', String(at === index));
  });
  parts.mobile.forEach((title, at) => {
    title.classList.toggle(ACTIVE, at === index);
    title.setAttribute('aria-expanded', String(at === index));
  });
  parts.contents.forEach((content, at) => {
    content.classList.toggle(ACTIVE, at === index);
    content.toggleAttribute('hidden', at !== index);
  });
}

/** Keyboard access the server leaves out: title links as tabs, the phone layout's titles as buttons. */
function prepare(parts: Parts): void {
  parts.desktop[0]?.parentElement?.setAttribute('role', 'tablist');
  for (const title of parts.desktop) title.querySelector('a')?.setAttribute('role', 'tab');
  for (const title of parts.mobile) {
    title.setAttribute('role', 'button');
    if (!title.hasAttribute('tabindex')) title.tabIndex = 0;
  }
  const active = parts.contents.findIndex((content) => content.classList.contains(ACTIVE));
  select(parts, Math.max(0, active));
}

/** The original's rule: buttons only when collapsible and the active text is taller than the limit. */
function showButtons(parts: Parts, options: InnerTabsOptions): void {
  const active = parts.contents.find((content) => content.classList.contains(ACTIVE));
  const text = active?.querySelector<HTMLElement>('.e-inner-tab-text > div');
  if (!options.collapsible || !options.limit || !active || !text) return;
  if (text.offsetHeight > options.limit) active.classList.add('show-inner-tab-buttons');
}

function toggleHeight(parts: Parts): boolean {
  const active = parts.contents.find((content) => content.classList.contains(ACTIVE));
  if (!active) return false;
  for (const button of active.querySelectorAll('.e-inner-tab-buttons button')) button.classList.toggle('show-button');
  return active.classList.toggle('show-full-height');
}

function bind(item: Item, inner: HTMLElement, parts: Parts, options: InnerTabsOptions, signal: AbortSignal): void {
  const run = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('.e-inner-tab-buttons button');
    if (button && ownerOf(button) === options.root) {
      options.report(item, toggleHeight(parts) ? 'tabExpanded' : 'tabCollapsed');
      return;
    }
    const title = target?.closest<HTMLElement>('.e-inner-tab-title');
    const index = title ? Math.max(parts.desktop.indexOf(title), parts.mobile.indexOf(title)) : -1;
    if (!title || index < 0) return;
    event.preventDefault();
    if (title.classList.contains(ACTIVE) || parts.desktop.length < 2) return;
    select(parts, index);
    showButtons(parts, options);
    options.report(item, 'tabOpened');
  };
  inner.addEventListener('click', run, { signal });
  inner.addEventListener('keydown', (event) => {
    const onTitle = event.target instanceof Element && event.target.closest('.e-inner-tab-title');
    if (onTitle && (event.key === 'Enter' || event.key === ' ')) run(event);
  }, { signal });
}

/** Starts every item's inner tabs; `refresh` re-checks the buttons once an item's panel is shown. */
export function startInnerTabs(items: Item[], options: InnerTabsOptions, signal: AbortSignal): { refresh(item: Item): void } {
  const partsOf = new Map<Item, Parts>();
  for (const item of items) {
    if (!item.inner) continue;
    const parts = toParts(item.inner, options.root);
    if (parts.contents.length === 0) continue;
    partsOf.set(item, parts);
    prepare(parts);
    bind(item, item.inner, parts, options, signal);
  }
  return {
    refresh(item) {
      const parts = partsOf.get(item);
      if (parts) showButtons(parts, options);
    },
  };
}
