// What Pro's WooCommerce widgets share (its handlers' base): sticky right column, referer inputs, equal heights, button animations.
import type { MountContext } from '../../core/types.ts';

const ANIMATION = /^[a-z0-9-]{1,40}$/;

/** Adds the page builder's hover animation class; the name comes from settings, so only a plain slug is used. */
export function animateButtons(buttons: Iterable<Element>, animation: string): void {
  if (!ANIMATION.test(animation)) return;
  for (const button of buttons) button.classList.add(`elementor-animation-${animation}`);
}

/**
 * `elementorPageId` and `elementorWidgetId` on the `_wp_http_referer` inputs: WooCommerce sends them back with its own
 * cart and checkout calls, and Pro's server uses them to render this widget's markup into the answer.
 */
export function updateReferers(inputs: Iterable<HTMLInputElement>, ctx: MountContext): void {
  const url = new URL(location.href);
  url.searchParams.set('elementorPageId', String(ctx.config.post.id));
  url.searchParams.set('elementorWidgetId', ctx.id);
  for (const input of inputs) input.setAttribute('value', url.href);
}

/** Gives the boxes (addresses, login/register forms) the height of the tallest, as the original does once laid out. */
export function equalizeHeights(boxes: HTMLElement[]): void {
  if (boxes.length === 0) return;
  for (const box of boxes) box.style.height = '';
  const tallest = Math.max(0, ...boxes.map((box) => box.offsetHeight));
  if (tallest > 0) for (const box of boxes) box.style.height = `${tallest}px`;
}

/** WooCommerce separates a purchase note from its product row; the design joins them, which needs a class on the row above. */
export function joinPurchaseNotes(notes: Element[]): void {
  for (const note of notes) {
    for (const cell of note.previousElementSibling?.querySelectorAll(':scope > td') ?? []) cell.classList.add('product-purchase-note-is-below');
  }
}

/** The summary column sticks below the offset (plus a fixed admin bar), as the original's class and inline `top`. */
export function stickRightColumn(column: HTMLElement | undefined, offset: number): void {
  if (!column) return;
  const bar = document.getElementById('wpadminbar');
  const barHeight = bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  column.classList.add('e-sticky-right-column--active');
  column.style.top = `${offset + barHeight}px`;
}

type Select2Set = { data(key: string): unknown };
type JQueryLike = ((target: unknown) => Select2Set & { on(type: string, fn: (event: Event) => void): unknown; off(type: string, fn: (event: Event) => void): unknown });

/**
 * The store's country and state pickers are select2 (a jQuery plugin) dropdowns appended to the body; the original
 * marks each one it opens with `e-woo-select2-wrapper` so the widget's styles reach it. Without jQuery there is no select2.
 */
export function wrapSelect2Dropdowns(signal: AbortSignal): void {
  const jQuery: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  if (typeof jQuery !== 'function') return;
  const $ = jQuery as JQueryLike;
  const onOpen = (event: Event) => {
    const select2: unknown = $(event.target).data('select2');
    const dropdown = select2 && typeof select2 === 'object' ? (select2 as Record<string, unknown>)['$dropdown'] : undefined;
    const first = dropdown && typeof dropdown === 'object' ? (dropdown as Record<number, unknown>)[0] : undefined;
    if (first instanceof Element) first.classList.add('e-woo-select2-wrapper');
  };
  $(document).on('select2:open', onOpen);
  signal.addEventListener('abort', () => $(document).off('select2:open', onOpen), { once: true });
}
