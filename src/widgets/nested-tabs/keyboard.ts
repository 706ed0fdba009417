// Keys on nested tab titles and panels, as the original's title keyboard handler: arrows, Home and End move focus
// (roving tabindex, nothing selected), Enter and Space select, Escape inside a panel returns to the selected title.
import type { MountContext } from '../../core/types.ts';
import { focusTitle, toTitleTarget } from '../../families/nested/keys.ts';
import { PANEL_EVENT } from './panel-events.ts';
import type { TabsControl } from './control.ts';

function onTitleKey(event: KeyboardEvent, at: number, control: TabsControl, ctx: MountContext): void {
  const titles = control.tabs.map((tab) => tab.title);
  const target = toTitleTarget(event.key, at, titles.length, ctx.config.isRtl);
  if (target !== null) {
    event.preventDefault();
    return focusTitle(titles, target);
  }
  const tab = control.tabs[at];
  if (!tab || (event.key !== 'Enter' && event.key !== ' ')) return;
  // Also keeps Space from scrolling the page and a button title from firing a second (click) activation.
  event.preventDefault();
  if (tab.title.tagName === 'A') return tab.title.click();
  window.dispatchEvent(new CustomEvent(PANEL_EVENT.activateByKeyboard, { detail: { widgetId: ctx.id, titleIndex: String(tab.index) } }));
  control.activate(tab);
}

export function startKeyboard(root: HTMLElement, control: TabsControl, ctx: MountContext): void {
  root.addEventListener('keydown', (event) => {
    // A nested widget inside a panel that already answered the key (its own Escape, say) has the last word.
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const target = event.target;
    const at = control.tabs.findIndex((tab) => tab.title === target.closest('.e-n-tab-title'));
    if (at >= 0) return onTitleKey(event, at, control, ctx);
    if (event.key !== 'Escape' || !control.tabs.some((tab) => tab.content.contains(target))) return;
    event.preventDefault();
    control.selected()?.title.focus();
  }, { signal: ctx.signal });
}
