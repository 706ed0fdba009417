// Which nested tab is selected: switching panels, the accordion-layout delay, the events around a change.
import type { MountContext } from '../../core/types.ts';
import { readHashId } from '../../families/nested/hash-target.ts';
import { announcePanelShown } from './panel-events.ts';
import type { Tab, TabsParts } from './parts.ts';

const ACTIVE = 'e-active';
/** 10 ms: in the accordion layout the original lets the closing panel go before the next one opens (for Safari). */
const ACCORDION_DELAY_MS = 10;

export type TabsControl = {
  tabs: Tab[];
  /** Selects `tab` unless it already is; `then` runs once its panel is shown. */
  activate(tab: Tab, then?: () => void): void;
  /** The title marked selected, if any (none for the 10 ms of an accordion-layout switch). */
  selected(): Tab | undefined;
};

const isSelected = (tab: Tab): boolean => tab.title.getAttribute('aria-selected') === 'true';

function writeTitle(title: HTMLElement, selected: boolean): void {
  title.setAttribute('aria-selected', String(selected));
  title.setAttribute('tabindex', selected ? '0' : '-1');
}

/** The tab a deep link names: a title's id (or its default id when it has a custom one), or anything in a panel. */
export function tabForHash(tabs: Tab[]): { tab: Tab; target: HTMLElement } | undefined {
  const id = readHashId();
  if (!id) return undefined;
  const target = document.getElementById(id);
  for (const tab of tabs) {
    if (tab.title.getAttribute('data-tab-title-id') === id) return { tab, target: tab.title };
    if (target && (tab.title.contains(target) || tab.content.contains(target))) return { tab, target };
  }
  return undefined;
}

export function startControl({ heading, tabs }: TabsParts, ctx: MountContext): TabsControl {
  let pending: ReturnType<typeof setTimeout> | undefined;
  ctx.signal.addEventListener('abort', () => clearTimeout(pending));

  const show = (tab: Tab, then?: () => void) => {
    writeTitle(tab.title, true);
    tab.content.classList.add(ACTIVE);
    announcePanelShown(tab.content);
    ctx.emit('item-open', { index: tab.index, panel: tab.content });
    then?.();
  };
  const hideSelected = () => {
    for (const tab of tabs) {
      if (isSelected(tab)) writeTitle(tab.title, false);
      if (!tab.content.classList.contains(ACTIVE)) continue;
      tab.content.classList.remove(ACTIVE);
      ctx.emit('item-close', { index: tab.index });
    }
  };
  const activate = (tab: Tab, then?: () => void) => {
    if (isSelected(tab) && tab.content.classList.contains(ACTIVE)) return then?.();
    if (!ctx.emit('before-item-open', { index: tab.index }, true)) return;
    clearTimeout(pending);
    hideSelected();
    // The stylesheet turns the heading into `display: contents` for the accordion layout below the breakpoint.
    if (getComputedStyle(heading).display !== 'contents') return show(tab, then);
    pending = setTimeout(() => show(tab, then), ACCORDION_DELAY_MS);
  };
  return { tabs, activate, selected: () => tabs.find(isSelected) };
}
