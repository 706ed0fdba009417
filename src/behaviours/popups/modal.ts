// The dialog around a popup, with the original's structure and class names so the site's popup CSS applies unchanged.
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

const SVG = 'http://www.w3.org/2000/svg';
/** A filled cross, so the site's `fill` rules for the close icon still colour it. */
const CROSS = 'M5.3 4 4 5.3 10.7 12 4 18.7 5.3 20l6.7-6.7 6.7 6.7 1.3-1.3-6.7-6.7L20 5.3 18.7 4 12 10.7z';

function div(className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  return element;
}

/** The icon as the page builder prints it with inline SVG icons on; `.eicon-close` keeps icon-font rules matching. */
function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'e-font-icon-svg e-eicon-close eicon-close');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CROSS);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

function closeButton(label: string): HTMLElement {
  // An `a` without href, as in the original minus its `href="#"`: styles keyed on `a` match, and no navigation can happen.
  const button = document.createElement('a');
  button.className = 'dialog-close-button dialog-lightbox-close-button';
  button.setAttribute('role', 'button');
  button.setAttribute('tabindex', '0');
  button.setAttribute('aria-label', label);
  button.append(closeIcon());
  return button;
}

/** Builds the empty dialog once per popup; it is attached to `<body>` on show and detached on close. */
export function buildModal(popup: PopupDocument, closeLabel: string): Modal {
  const root = div('dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal');
  root.id = `elementor-popup-modal-${popup.id}`;
  root.classList.add(...popup.settings.classes);
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  // -1: focusable from script when the popup has nothing focusable, never a tab stop of its own.
  root.setAttribute('tabindex', '-1');
  const content = div('dialog-widget-content dialog-lightbox-widget-content animated');
  const message = div('dialog-message dialog-lightbox-message');
  const button = closeButton(closeLabel);
  content.append(div('dialog-header dialog-lightbox-header'), message, div('dialog-buttons-wrapper dialog-lightbox-buttons-wrapper'));
  if (popup.settings.closeButtonOutside) root.append(button);
  else content.prepend(button);
  root.append(content);
  return { root, content, message, closeButton: button };
}

/** A name for the dialog: the popup's first heading, as a screen reader would announce it. */
export function toDialogLabel(copy: HTMLElement, fallback: string): string {
  const heading = copy.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text.slice(0, 150) : fallback;
}
