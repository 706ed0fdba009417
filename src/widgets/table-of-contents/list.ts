// Builds the table's list from the headings with DOM APIs and textContent (heading text is page content, never HTML).
import type { Heading } from './headings.ts';

export const TOC = {
  listWrapper: 'elementor-toc__list-wrapper',
  listItem: 'elementor-toc__list-item',
  textWrapper: 'elementor-toc__list-item-text-wrapper',
  text: 'elementor-toc__list-item-text',
  topLevel: 'elementor-toc__top-level',
  active: 'elementor-item-active',
} as const;

export type ListOptions = { tag: 'ol' | 'ul'; iconClass: string | null };

function createItem(heading: Heading, options: ListOptions): { item: HTMLLIElement; link: HTMLAnchorElement } {
  const item = document.createElement('li');
  item.className = TOC.listItem;
  const wrapper = document.createElement('div');
  wrapper.className = TOC.textWrapper;
  const link = document.createElement('a');
  link.href = `#${heading.anchor}`;
  link.className = TOC.text;
  if (heading.level === 0) link.classList.add(TOC.topLevel);
  link.textContent = heading.text;
  if (options.iconClass) {
    const icon = document.createElement('i');
    // Tokens only: a class string from settings can never add an attribute.
    for (const token of options.iconClass.split(/\s+/)) if (token) icon.classList.add(token);
    icon.setAttribute('aria-hidden', 'true');
    wrapper.append(icon);
  }
  wrapper.append(link);
  item.append(wrapper);
  return { item, link };
}

/** The nested list from `start` at `level`; returns the list and the index after the last heading it took. */
function buildLevel(headings: Heading[], start: number, level: number, options: ListOptions, links: HTMLAnchorElement[]): [HTMLElement, number] {
  const list = document.createElement(options.tag);
  list.className = TOC.listWrapper;
  let index = start;
  while (index < headings.length) {
    const heading = headings[index];
    if (!heading || heading.level < level) break;
    const { item, link } = createItem(heading, options);
    links.push(link);
    index += 1;
    const next = headings[index];
    if (next && next.level > level) {
      const [child, after] = buildLevel(headings, index, next.level, options, links);
      item.append(child);
      index = after;
    }
    list.append(item);
  }
  return [list, index];
}

/** The whole list, and its links in heading order. */
export function buildList(headings: Heading[], options: ListOptions): { list: HTMLElement; links: HTMLAnchorElement[] } {
  const links: HTMLAnchorElement[] = [];
  const [list] = buildLevel(headings, 0, 0, options, links);
  return { list, links };
}
