// The lightbox's dialog shell on the original's DOM contract: close button, Escape, outside click, focus trap and return.
import { prefersReducedMotion } from '../../shared/motion.ts';
import { make } from './dom.ts';
import { makeIcon } from './icons.ts';

export type Dialog = {
  root: HTMLElement;
  /** Where the content goes (`.dialog-message`). */
  message: HTMLElement;
  /** Aborted when the dialog closes: pass it to every listener of the content. */
  signal: AbortSignal;
  close(): void;
};

export type DialogOptions = { id: string; label: string; closeLabel: string; opener: Element | null; onClose(): void };

/** Clicks inside these do not close the lightbox, as in the original. */
export const PREVENT_CLOSE = 'elementor-lightbox-prevent-close';
const BODY_CLASSES = ['dialog-body', 'dialog-lightbox-body', 'dialog-container', 'dialog-lightbox-container'];
const FOCUSABLE = 'a[href], button, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 || element === document.activeElement;
}

/** The dialog's tab stops in order; hidden slides and closed menus are skipped because they have no boxes. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]') && isShown(element));
}

function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !root.contains(active) || active === root;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

function build(options: DialogOptions): { root: HTMLElement; message: HTMLElement; closeButton: HTMLElement } {
  const closeButton = make('a', 'dialog-close-button dialog-lightbox-close-button', { role: 'button', tabindex: '0', 'aria-label': options.closeLabel, href: '#' }, [makeIcon('close')]);
  const animated = prefersReducedMotion() ? '' : ' animated zoomIn';
  const message = make('div', `dialog-message dialog-lightbox-message${animated}`);
  const content = make('div', 'dialog-widget-content dialog-lightbox-widget-content', {}, [
    closeButton, make('div', 'dialog-header dialog-lightbox-header'), message, make('div', 'dialog-buttons-wrapper dialog-lightbox-buttons-wrapper'),
  ]);
  // An id already used on the page would make two elements answer to it.
  const id = document.getElementById(options.id) ? null : options.id;
  const root = make('div', 'dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-lightbox wisp-lightbox', {
    id, role: 'dialog', 'aria-modal': 'true', 'aria-label': options.label, tabindex: '-1',
  }, [content]);
  return { root, message, closeButton };
}

/** Appends the dialog to the body and moves focus into it; closing removes it and returns focus to the opener. */
export function openDialog(options: DialogOptions): Dialog {
  const controller = new AbortController();
  const { signal } = controller;
  const { root, message, closeButton } = build(options);
  const addedClasses = BODY_CLASSES.filter((name) => !document.body.classList.contains(name));
  const close = () => {
    if (signal.aborted) return;
    controller.abort();
    if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => {});
    root.remove();
    document.body.classList.remove(...addedClasses);
    options.onClose();
    if (options.opener instanceof HTMLElement && options.opener.isConnected) options.opener.focus();
  };
  closeButton.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  }, { signal });
  closeButton.addEventListener('keydown', (event) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      close();
    }
  }, { signal });
  root.addEventListener('click', (event) => {
    if (event.target instanceof Element && !event.target.closest(`.${PREVENT_CLOSE}`)) close();
  }, { signal });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) close();
    else if (event.key === 'Tab') trapTab(root, event);
  }, { signal });
  // Focus that escapes (a script, a mouse click through) comes back in: the page behind is inert while we are open.
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Node && !root.contains(event.target)) (tabStops(root)[0] ?? root).focus();
  }, { signal });
  document.body.classList.add(...addedClasses);
  document.body.append(root);
  closeButton.focus();
  return { root, message, signal, close };
}
