// How far the visitor has read: through the whole page, or through one element from its top reaching the viewport bottom.

/** 0–100: the page's scroll position over its scrollable height (the original's body offsets, start and end −100%). */
export function toPagePercent(): number {
  const scrollable = document.documentElement.scrollHeight - innerHeight;
  if (scrollable <= 0) return 0;
  return clamp((scrollY / scrollable) * 100);
}

/** 0–100: 0 while the element's top is below the viewport, 100 once its bottom has reached the viewport's bottom. */
export function toElementPercent(element: Element): number {
  const rect = element.getBoundingClientRect();
  if (rect.height <= 0) return 0;
  return clamp(((innerHeight - rect.top) / rect.height) * 100);
}

function clamp(percent: number): number {
  return Math.max(0, Math.min(100, percent));
}

/** The element named by an untrusted selector; null when it is empty, invalid or matches nothing. */
export function findTracked(selector: string): Element | null {
  if (selector.trim() === '') return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}
