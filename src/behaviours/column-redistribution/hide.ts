// Hide-wrapper and hide-others markers: the elements their selector names get `display: none`, as in the original.
import { backupStyles } from '../../shared/inline-style.ts';

type Warn = (key: string, message: string) => void;

/** Selectors come from the page's markup: an invalid one is reported once and skipped, never thrown. */
function safely<T>(selector: string, find: () => T, warn: Warn): T | null {
  try {
    return find();
  } catch {
    warn(`selector ${selector}`, `"${selector}" is not a valid selector; nothing hidden for it`);
    return null;
  }
}

function hide(element: HTMLElement, cleanups: Array<() => void>): void {
  if (element.style.display === 'none') return;
  cleanups.push(backupStyles(element, ['display']));
  element.style.setProperty('display', 'none');
}

/** `.dc-hide-wrapper`: its closest ancestor matching the selector; `.dc-hide-others`: every match in the document. */
export function hideMarked(warn: Warn, cleanups: Array<() => void>): void {
  for (const marker of document.querySelectorAll<HTMLElement>('.dc-hide-wrapper[data-selector]')) {
    const selector = marker.dataset['selector'] ?? '';
    const wrapper = safely(selector, () => marker.closest<HTMLElement>(selector), warn);
    if (wrapper) hide(wrapper, cleanups);
  }
  for (const marker of document.querySelectorAll<HTMLElement>('.dc-hide-others[data-selector]')) {
    const selector = marker.dataset['selector'] ?? '';
    for (const other of safely(selector, () => document.querySelectorAll<HTMLElement>(selector), warn) ?? []) hide(other, cleanups);
  }
}
