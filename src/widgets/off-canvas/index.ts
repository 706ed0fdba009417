// Pro's off-canvas (`off-canvas.default`): a panel printed in the page, shown as a modal dialog when an action link
// (`off_canvas:open|close|toggle`) sends Pro's toggle event; Escape and the overlay close it.
import type { MountContext, WispModule } from '../../core/types.ts';
import { focusFirst, returnFocus, trapTab } from '../../shared/focus.ts';
import { isRecord } from '../../shared/guards.ts';
import { BUILDER, BUILDER_EVENT } from '../../shared/names.ts';
import { playPanel } from './animate.ts';
import { parse, type OffCanvasSettings } from './settings.ts';
import { findTriggers } from './triggers.ts';

const NO_SCROLL = 'e-off-canvas__no-scroll';

type Parts = { wrapper: HTMLElement; main: HTMLElement; overlay: HTMLElement | null };

function toParts(ctx: MountContext): Parts | null {
  const [wrapper] = ctx.own('.e-off-canvas');
  const main = wrapper?.querySelector<HTMLElement>(':scope > .e-off-canvas__main');
  if (!wrapper || !main) return null;
  return { wrapper, main, overlay: wrapper.querySelector<HTMLElement>(':scope > .e-off-canvas__overlay') };
}

/** Inside a loop item the wrapper's id carries the item's own id, which its links name; else the widget's id. */
const toWidgetId = (wrapper: HTMLElement, ctx: MountContext) => (wrapper.id.startsWith('off-canvas-') ? wrapper.id.slice('off-canvas-'.length) : ctx.id);

function startPanel(root: HTMLElement, { wrapper, main, overlay }: Parts, settings: OffCanvasSettings, ctx: MountContext): () => void {
  const id = toWidgetId(wrapper, ctx);
  const { signal } = ctx;
  let opener: Element | null = null;
  const isOpen = () => wrapper.getAttribute('aria-hidden') === 'false';
  const expand = (value: boolean) => {
    for (const link of findTriggers(id)) {
      link.setAttribute('aria-controls', wrapper.id || `off-canvas-${id}`);
      link.setAttribute('aria-expanded', String(value));
    }
  };
  const open = () => {
    // Inside a carousel the panel would be cut off by the slide, as the original also refuses.
    if (isOpen() || root.closest('.swiper-wrapper')) return;
    opener = document.activeElement;
    wrapper.setAttribute('aria-hidden', 'false');
    wrapper.removeAttribute('inert');
    const delayed = wrapper.hasAttribute(BUILDER.delayChildHandlers);
    wrapper.removeAttribute(BUILDER.delayChildHandlers);
    // The widgets inside start on the first opening, as the original runs their handlers then.
    if (delayed) window.wisp?.rescan(wrapper);
    expand(true);
    playPanel({ wrapper, main }, settings, ctx, 'open');
    if (settings.preventScroll) document.body.classList.add(NO_SCROLL);
    focusFirst(main);
  };
  const close = () => {
    if (!isOpen()) return;
    playPanel({ wrapper, main }, settings, ctx, 'close');
    wrapper.setAttribute('aria-hidden', 'true');
    wrapper.setAttribute('inert', '');
    expand(false);
    document.body.classList.remove(NO_SCROLL);
    // Back to where the visitor was, unless they have already moved focus elsewhere on the page.
    const active = document.activeElement;
    if (!active || active === document.body || wrapper.contains(active)) returnFocus(opener);
  };
  window.addEventListener(BUILDER_EVENT.offCanvasToggle, (event) => {
    const detail = event instanceof CustomEvent && isRecord(event.detail) ? event.detail : null;
    if (!detail || String(detail['id']) !== id) return;
    const mode = detail['displayMode'];
    if (mode === 'open' || (mode === 'toggle' && !isOpen())) open();
    else if (mode === 'close' || mode === 'toggle') close();
  }, { signal });
  window.addEventListener('keydown', (event) => {
    if (!isOpen() || event.defaultPrevented) return;
    if (event.key === 'Escape' && settings.closeOnEsc) close();
    else if (event.key === 'Tab' && trapTab(event, main)) event.preventDefault();
  }, { signal });
  overlay?.addEventListener('click', (event) => {
    event.preventDefault();
    if (settings.closeOnOverlay) close();
  }, { signal });
  expand(false);
  return () => document.body.classList.remove(NO_SCROLL);
}

const offCanvas: WispModule<OffCanvasSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const parts = toParts(ctx);
    if (!parts) {
      ctx.warn('markup', 'no .e-off-canvas with its .e-off-canvas__main; left as it is');
      return false;
    }
    // The original marks the widget before it inside a section (its stylesheet spaces that one differently).
    if (root.closest('.elementor-section')) root.previousElementSibling?.classList.add('e-element-before-off-canvas');
    return startPanel(root, parts, settings, ctx);
  },
};

export default offCanvas;
