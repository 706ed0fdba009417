// The listeners and timers of one showing of a popup: close button, Esc, Tab trap, background click, delays.
import { trapTab } from '../../shared/focus.ts';
import type { Modal } from './modal.ts';
import type { PopupSettings } from './settings.ts';

export type ShowingHooks = {
  modal: Modal;
  settings: PopupSettings;
  signal: AbortSignal;
  close(): void;
  /** True while this popup is the topmost one: only it answers Esc and Tab. */
  isTop(): boolean;
};

/** Clicks that must not count as "outside": other popups, and links whose own action decides (a toggle, say). */
const NOT_OUTSIDE = '.elementor-popup-modal, a[href*="elementor-action"], [data-e-action-hash], .flatpickr-calendar';

function after(ms: number, run: () => void, signal: AbortSignal): void {
  if (ms <= 0) return;
  const timer = setTimeout(run, ms);
  signal.addEventListener('abort', () => clearTimeout(timer));
}

type Handler = (event: Event) => void;

/** Binds the close control; its click handler, for presses kept before the showing (bindShowing). */
function bindCloseButton({ modal: { closeButton }, settings, signal, close }: ShowingHooks): Handler {
  const onClick = (event: Event) => {
    event.preventDefault();
    close();
  };
  closeButton.addEventListener('click', onClick, { signal });
  // role="button" on an `a`: Space and Enter both press it, as they would a real button.
  closeButton.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    close();
  }, { signal });
  // Hidden as drawn (draw.ts), shown once the delay has passed.
  if (settings.closeButtonDelayMs > 0) {
    const reveal = () => closeButton.style.removeProperty('display');
    after(settings.closeButtonDelayMs, reveal, signal);
    // The dialog is reused: the next showing must start from the stylesheet's display again.
    signal.addEventListener('abort', reveal);
  }
  return onClick;
}

/** Binds Esc and the Tab trap; the Esc handler, for Escape kept before the showing. */
function bindKeys({ modal, settings, signal, close, isTop }: ShowingHooks): (event: KeyboardEvent) => void {
  const onEscape = (event: KeyboardEvent) => {
    if (!isTop() || event.defaultPrevented || event.key !== 'Escape' || !settings.closeOnEsc) return;
    event.preventDefault();
    close();
  };
  document.addEventListener('keydown', (event) => {
    onEscape(event);
    if (event.key === 'Tab' && settings.a11y && isTop() && !event.defaultPrevented && trapTab(event, modal.root)) event.preventDefault();
  }, { signal });
  return onEscape;
}

/** Binds the background clicks; the overlay's handler (none when they do not close it), for clicks kept before. */
function bindBackground({ modal: { root }, settings, signal, close }: ShowingHooks): Handler | undefined {
  if (!settings.closeOnBackground) return undefined;
  // The overlay itself: with the overlay on, the root covers the page.
  const onOverlay = (event: Event) => {
    if (event.target === root) close();
  };
  root.addEventListener('click', onOverlay, { signal });
  // With the overlay off the page stays clickable; a click there closes the popup, as in the original.
  window.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || root.contains(target) || target.closest(NOT_OUTSIDE)) return;
    close();
  }, { signal, capture: true });
  return onOverlay;
}

/**
 * Binds a showing's listeners and timers. Returns what answers the presses kept while only its drawing was on screen
 * (draw.ts): the same handlers run on them, for Escape and for clicks on the close control or the overlay, rather than
 * the presses being dispatched again (the page's own listeners saw each once already). Other clicks in the dialog went
 * to its content, and other keys are not answered late (a Tab would move focus after the fact).
 */
export function bindShowing(hooks: ShowingHooks): (presses: Event[]) => void {
  const onCloseClick = bindCloseButton(hooks);
  const onEscape = bindKeys(hooks);
  const onOverlay = bindBackground(hooks);
  after(hooks.settings.closeAutomaticallyMs, hooks.close, hooks.signal);
  return (presses) => {
    for (const press of presses) {
      if (press instanceof KeyboardEvent) onEscape(press);
      else if (press.target instanceof Node && hooks.modal.closeButton.contains(press.target)) onCloseClick(press);
      else onOverlay?.(press);
    }
  };
}
