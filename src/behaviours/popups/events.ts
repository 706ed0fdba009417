// Popup events: the page builder's public ones (site code listens for them) and wisp's own.
import { BUILDER_EVENT } from '../../shared/names.ts';

export type PopupInstance = {
  id: number;
  /** The copy of the popup document on screen. */
  element: HTMLElement;
  /** The dialog root, `#elementor-popup-modal-{id}`. */
  modal: HTMLElement;
};

type JQueryLike = (target: unknown) => { trigger(name: string, args: unknown[]): unknown };

/** Sites often listen with jQuery (`$(document).on('elementor/popup/show', (e, id, instance) => …)`): served when jQuery is there. */
function triggerJQuery(name: string, instance: PopupInstance): void {
  const jquery: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  if (typeof jquery !== 'function') return;
  try {
    (jquery as JQueryLike)(document).trigger(name, [instance.id, instance]);
  } catch (error) {
    console.error(`[wisp] popups: a jQuery listener for ${name} failed`, error);
  }
}

/** `elementor/popup/show` or `/hide` on `window` with `detail: { id, instance }`, as the original dispatches them. */
export function dispatchBuilderEvent(kind: 'show' | 'hide', instance: PopupInstance): void {
  const name = kind === 'show' ? BUILDER_EVENT.popupShow : BUILDER_EVENT.popupHide;
  window.dispatchEvent(new CustomEvent(name, { detail: { id: instance.id, instance } }));
  triggerJQuery(name, instance);
}
