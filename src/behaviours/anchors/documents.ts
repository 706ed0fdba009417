// Finds a page-builder document (a page, header, footer or other template) by its post id, without building a selector from it.

/** `[data-elementor-id="{id}"]`, else the `.elementor-{id}` class of older markup; compared as strings. */
export function findDocument(id: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-elementor-id]')) {
    if (element.getAttribute('data-elementor-id') === id) return element;
  }
  const className = `elementor-${id}`;
  for (const element of document.querySelectorAll<HTMLElement>('.elementor')) {
    if (element.classList.contains(className)) return element;
  }
  return null;
}
