// Builds the lightbox's own elements: attributes and text only, never HTML strings.

type Attrs = Record<string, string | null>;

/** An element with classes, attributes (null skips one) and children; strings become text nodes. */
export function make<K extends keyof HTMLElementTagNameMap>(
  tag: K, className: string, attrs: Attrs = {}, children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attrs)) if (value !== null) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** Activates role=button / role=switch elements with Enter and Space, as native buttons do. */
export function onActivate(element: HTMLElement, run: (event: Event) => void, signal: AbortSignal): void {
  element.addEventListener('click', (event) => {
    event.preventDefault();
    run(event);
  }, { signal });
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    run(event);
  }, { signal });
}

/** A control the page builder renders as an icon element with a role; ours holds an inline SVG. */
export function makeControl(className: string, role: 'button' | 'switch', label: string, icon: Node, attrs: Attrs = {}): HTMLElement {
  return make('i', className, { role, tabindex: '0', 'aria-label': label, ...attrs }, [icon]);
}
