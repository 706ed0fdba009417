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

function bindCloseButton({ modal: { closeButton }, settings, signal, close }: ShowingHooks): void {
  closeButton.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  }, { signal });
  // role="button" on an `a`: Space and Enter both press it, as they would a real button.
  closeButton.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    close();
  }, { signal });
  // Hidden as drawn (draw.ts), shown once the delay has passed.
  if (settings.closeButtonDelayMs <= 0) return;
  const reveal = () => closeButton.style.removeProperty('display');
  after(settings.closeButtonDelayMs, reveal, signal);
  // The dialog is reused: the next showing must start from the stylesheet's display again.
  signal.addEventListener('abort', reveal);
}

function bindKeys({ modal, settings, signal, close, isTop }: ShowingHooks): void {
  document.addEventListener('keydown', (event) => {
    if (!isTop() || event.defaultPrevented) return;
    if (event.key === 'Escape' && settings.closeOnEsc) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && settings.a11y && trapTab(event, modal.root)) {
      event.preventDefault();
    }
  }, { signal });
}

function bindBackground({ modal: { root }, settings, signal, close }: ShowingHooks): void {
  if (!settings.closeOnBackground) return;
  // The overlay itself: with the overlay on, the root covers the page.
  root.addEventListener('click', (event) => {
    if (event.target === root) close();
  }, { signal });
  // With the overlay off the page stays clickable; a click there closes the popup, as in the original.
  window.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || root.contains(target) || target.closest(NOT_OUTSIDE)) return;
    close();
  }, { signal, capture: true });
}

export function bindShowing(hooks: ShowingHooks): void {
  bindCloseButton(hooks);
  bindKeys(hooks);
  bindBackground(hooks);
  after(hooks.settings.closeAutomaticallyMs, hooks.close, hooks.signal);
}
