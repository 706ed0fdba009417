// Inline style properties an effect sets for a while and then gives back as the server printed them.

/** Remembers the inline values of `properties`; the returned function puts them back and drops a `style` it emptied. */
export function backupStyles(element: HTMLElement, properties: readonly string[]): () => void {
  const hadAttribute = element.hasAttribute('style');
  const saved = properties.map((name) => [name, element.style.getPropertyValue(name), element.style.getPropertyPriority(name)] as const);
  return () => {
    for (const [name, value, priority] of saved) {
      if (value) element.style.setProperty(name, value, priority);
      else element.style.removeProperty(name);
    }
    if (!hadAttribute && element.getAttribute('style') === '') element.removeAttribute('style');
  };
}
