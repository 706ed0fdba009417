// Finds the headings the table lists and gives each one an anchor, without touching ids that already exist.

export type Heading = { element: HTMLElement; level: number; text: string; anchor: string; tag: number };

/** Runs an untrusted selector; an invalid one counts as matching nothing and is reported once by the caller. */
function safeQueryAll(scope: ParentNode, selector: string): Element[] | null {
  try {
    return [...scope.querySelectorAll(selector)];
  } catch {
    return null;
  }
}

function safeClosest(element: Element, selector: string): Element | null {
  try {
    return element.closest(selector);
  } catch {
    return null;
  }
}

/** Where the original looks: the `container` setting, else the popup the widget is in, else every page document but header, footer and popups. */
export function toScopes(root: HTMLElement, container: string): Element[] | null {
  if (container.trim() !== '') return safeQueryAll(document, container);
  const popup = root.closest('[data-elementor-type="popup"]');
  if (popup) return [popup];
  return [...document.querySelectorAll('.elementor:not([data-elementor-type="header"]):not([data-elementor-type="footer"]):not([data-elementor-type="popup"])')]
    .filter((scope, _index, all) => !all.some((other) => other !== scope && other.contains(scope)));
}

/** The headings in document order, minus the table's own title, the table itself and the excluded ones. */
export function findHeadings(root: HTMLElement, scopes: Element[], tags: string[], exclude: string): HTMLElement[] {
  const selector = tags.join(',');
  const found = new Set<HTMLElement>();
  for (const scope of scopes) for (const element of scope.querySelectorAll<HTMLElement>(selector)) found.add(element);
  return [...found].filter((element) => !root.contains(element)
    && !element.classList.contains('elementor-toc__header-title')
    && (exclude.trim() === '' || safeClosest(element, exclude) === null))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * The heading's own id, else an empty `span.elementor-menu-anchor#elementor-toc__heading-anchor-{index}` put before
 * it, as the original does (the anchors behaviour scrolls to menu anchors below the sticky header).
 */
function anchorFor(element: HTMLElement, index: number): string {
  if (element.id) return element.id;
  const id = `elementor-toc__heading-anchor-${index}`;
  if (!document.getElementById(id)) {
    const span = document.createElement('span');
    span.id = id;
    span.className = 'elementor-menu-anchor';
    element.before(span);
  }
  element.classList.add('elementor-toc__heading-anchor');
  return id;
}

/** Anchors each heading and gives it a level as the original nests them: one below the nearest earlier heading of a higher rank. */
export function anchorHeadings(elements: HTMLElement[], hierarchical: boolean): Heading[] {
  const headings: Heading[] = [];
  elements.forEach((element, index) => {
    const tag = Number(element.tagName.slice(1));
    let level = 0;
    if (hierarchical) {
      for (let back = headings.length - 1; back >= 0; back -= 1) {
        const earlier = headings[back];
        if (!earlier || earlier.tag > tag) continue;
        level = earlier.level + (earlier.tag < tag ? 1 : 0);
        break;
      }
    }
    headings.push({ element, level, tag, text: (element.textContent ?? '').trim(), anchor: anchorFor(element, index) });
  });
  return headings;
}
