// A popup's first frame: its dialog with a fresh copy of the document, attached, the entrance animation started. In the
// arming chunk, so a popup asked for before the showing code is here (a popup link's first tap) is drawn in the asking
// task; popup.ts then takes that drawing over (focus, listeners, events, the stack) as it opens the popup.
import { pageConfig } from '../../shared/config.ts';
import { playAnimation, toAnimation } from './animation.ts';
import { markCopy, type PopupDocument } from './documents.ts';
import { buildModal, type Modal } from './modal.ts';

export type Drawing = {
  modal: Modal;
  copy: HTMLElement;
  /** Skips the entrance animation to its end. */
  stopEntrance: () => void;
  /** Whether the entrance animation has ended (at once without one). */
  entered: boolean;
  /** Called when it ends; popup.ts sets it to move focus in. */
  onEntered: () => void;
  /**
   * Stops keeping presses (below) and hands over those kept: every click in the dialog and key anywhere, which
   * popup.ts sorts (a press on the close control or the overlay, Escape) and replays once its listeners are bound.
   */
  takePresses: () => Event[];
};

/** One dialog per popup, built on its first showing and reused. */
const modals = new Map<string, Modal>();

/** Draws `popup`: its dialog attached to `<body>` with a fresh copy of the document, the entrance animation playing. */
export function drawPopup(popup: PopupDocument): Drawing {
  const modal = modals.get(popup.id) ?? buildModal(popup, pageConfig().i18n['close'] ?? 'Close');
  modals.set(popup.id, modal);
  const copy = popup.template.cloneNode(true) as HTMLElement;
  markCopy(copy);
  // The stylesheet hides popup documents; the original shows its copy with an inline display too.
  copy.style.display = 'block';
  modal.message.replaceChildren(copy);
  // Attaching it lets wisp's observer find and mount the widgets inside the fresh copy.
  document.body.append(modal.root);
  const { settings } = popup;
  // Until the showing code binds its listeners, a press on the close control or the overlay, or Escape, is kept for it
  // to replay, not lost; the close control waits out close_button_delay as it will then.
  if (settings.closeButtonDelayMs > 0) modal.closeButton.style.display = 'none';
  const presses: Event[] = [];
  const keep = (event: Event) => void presses.push(event);
  modal.root.addEventListener('click', keep);
  document.addEventListener('keydown', keep);
  const takePresses = () => {
    modal.root.removeEventListener('click', keep);
    document.removeEventListener('keydown', keep);
    return presses.splice(0);
  };
  const drawing: Drawing = { modal, copy, stopEntrance: () => {}, entered: false, onEntered: () => {}, takePresses };
  drawing.stopEntrance = playAnimation(modal.content, toAnimation(settings, 'entrance_animation'), settings.animationMs, false, () => {
    drawing.entered = true;
    drawing.onEntered();
  });
  return drawing;
}

/** Takes a drawing out of the page again (a popup drawn early that did not open after all). */
export function eraseDrawing(drawing: Drawing): void {
  drawing.takePresses();
  drawing.stopEntrance();
  drawing.modal.root.remove();
  drawing.copy.remove();
}
