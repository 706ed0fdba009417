// The dialog around a popup, with the original's structure and class names so the site's popup CSS applies unchanged.
import { render } from 'react-dom';
import type { PopupDocument } from './documents.ts';

export type Modal = {
  /** `#elementor-popup-modal-{id}`: the overlay, `role="dialog"`. */
  root: HTMLElement;
  /** `.dialog-widget-content`, where the animation classes go. */
  content: HTMLElement;
  /** `.dialog-message`, which holds the copy of the popup document. */
  message: HTMLElement;
  closeButton: HTMLElement;
};

/** A filled cross, so the site's `fill` rules for the close icon still colour it. */
const CROSS = 'M5.3 4 4 5.3 10.7 12 4 18.7 5.3 20l6.7-6.7 6.7 6.7 1.3-1.3-6.7-6.7L20 5.3 18.7 4 12 10.7z';

/**
 * The close control as the original prints it, minus its `href="#"`: an `a` keeps styles keyed on `a` matching and
 * cannot navigate; the icon is the page builder's inline SVG, `.eicon-close` keeps icon-font rules matching.
 */
export function CloseButton({ label }: { label: string }) {
  return (
    <a className="dialog-close-button dialog-lightbox-close-button" role="button" tabIndex={0} aria-label={label}>
      <svg className="e-font-icon-svg e-eicon-close eicon-close" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={CROSS} fill="currentColor" />
      </svg>
    </a>
  );
}

/** Everything inside the dialog: the close button (inside the content or beside it) and the empty message box. */
export function PopupChrome({ closeLabel, closeOutside }: { closeLabel: string; closeOutside: boolean }) {
  const close = <CloseButton label={closeLabel} />;
  return (
    <>
      {closeOutside && close}
      <div className="dialog-widget-content dialog-lightbox-widget-content animated">
        {!closeOutside && close}
        <div className="dialog-header dialog-lightbox-header" />
        <div className="dialog-message dialog-lightbox-message" />
        <div className="dialog-buttons-wrapper dialog-lightbox-buttons-wrapper" />
      </div>
    </>
  );
}

/**
 * Builds the empty dialog once per popup; it is attached to `<body>` on show and detached on close. The chrome is
 * rendered once and never again: the copy of the popup document goes into `.dialog-message` afterwards, by hand, so
 * preact never diffs the server's markup.
 */
export function buildModal(popup: PopupDocument, closeLabel: string): Modal {
  const root = document.createElement('div');
  root.className = 'dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal';
  root.id = `elementor-popup-modal-${popup.id}`;
  root.classList.add(...popup.settings.classes);
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  // -1: focusable from script when the popup has nothing focusable, never a tab stop of its own.
  root.setAttribute('tabindex', '-1');
  render(<PopupChrome closeLabel={closeLabel} closeOutside={popup.settings.closeButtonOutside} />, root);
  const part = (selector: string) => root.querySelector<HTMLElement>(selector) as HTMLElement;
  return { root, content: part('.dialog-widget-content'), message: part('.dialog-message'), closeButton: part('.dialog-close-button') };
}

/** A name for the dialog: the popup's first heading, as a screen reader would announce it. */
export function toDialogLabel(copy: HTMLElement, fallback: string): string {
  const heading = copy.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text.slice(0, 150) : fallback;
}
