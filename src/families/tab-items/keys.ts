// Arrow, Home and End keys move focus between the titles of one list, as the original does (focus only).

type Step = 'next' | 'previous' | 'first' | 'last';

function toStep(key: string, orientation: 'horizontal' | 'vertical', rtl: boolean): Step | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (orientation === 'vertical') return key === 'ArrowDown' ? 'next' : key === 'ArrowUp' ? 'previous' : null;
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  return null;
}

/**
 * Moves focus from `title` within the titles that share its tab list (wrapping at the ends); returns true when it
 * handled the key. A horizontal tab list uses Left/Right, a vertical one or a plain list of headers Up/Down.
 */
export function focusSibling(event: KeyboardEvent, title: HTMLElement, titles: HTMLElement[], rtl: boolean): boolean {
  const list = title.closest('[role="tablist"]');
  const horizontal = list !== null && list.getAttribute('aria-orientation') !== 'vertical';
  const step = toStep(event.key, horizontal ? 'horizontal' : 'vertical', rtl);
  if (!step) return false;
  const group = titles.filter((candidate) => candidate.closest('[role="tablist"]') === list);
  const at = group.indexOf(title);
  const count = group.length;
  const target = step === 'first' ? 0 : step === 'last' ? count - 1 : (at + (step === 'next' ? 1 : -1) + count) % count;
  group[target]?.focus();
  return true;
}
