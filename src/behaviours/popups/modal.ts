// The dialog around a popup: chrome.tsx's markup, built from its prerendered tree, with the popup's id, classes and labels.
import { CHROME, type ChromeNode } from './chrome-tree.ts';
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

/** One node of the tree, built with DOM calls: no HTML parser, so nothing for a Trusted Types policy to allow. */
function toNode(node: ChromeNode, namespace: string | null): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const [tag, attributes, children] = node;
  const ns = tag === 'svg' ? SVG : namespace;
  const element = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(toNode(child, ns));
  return element;
}

/**
 * Builds the empty dialog once per popup; it is attached to `<body>` on show and detached on close. The chrome is the
 * components' markup rendered ahead of time (chrome-tree.ts): rendering them here cost the first popup the UI chunk
 * (10 KB gzip) and preact's first run (18 ms of a phone's tap at 4x CPU, README). The copy of the popup document goes into
 * `.dialog-message` afterwards, by hand, so nothing ever diffs the server's markup.
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
  const [closeButton, content] = CHROME.map((node) => toNode(node, null)) as [HTMLElement, HTMLElement];
  if (popup.settings.closeButtonOutside) root.append(closeButton, content);
  else root.append(content), content.prepend(closeButton);
  closeButton.setAttribute('aria-label', closeLabel);
  return { root, content, message: content.querySelector<HTMLElement>('.dialog-message') as HTMLElement, closeButton };
}
