import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { TocList, toTree } from '../../src/widgets/table-of-contents/list.tsx';
import type { Heading } from '../../src/widgets/table-of-contents/headings.ts';

const heading = (text: string, level: number): Heading => ({ element: document.createElement('h2'), level, tag: level + 2, text, anchor: text.toLowerCase().replace(/\W+/g, '-') });

function show(headings: Heading[], options: { tag: 'ol' | 'ul'; iconClass: string | null }) {
  const host = document.createElement('div');
  act(() => void render(<TocList headings={headings} options={options} />, host));
  return host;
}

describe('the table of contents list component', () => {
  it('nests each heading under the nearest earlier one of a lower level', () => {
    const tree = toTree([heading('A', 0), heading('A1', 1), heading('A1a', 2), heading('A2', 1), heading('B', 0), heading('B1', 2)]);
    const shape = (nodes: ReturnType<typeof toTree>): unknown => nodes.map((node) => [node.heading.text, shape(node.children)]);
    expect(shape(tree)).toEqual([['A', [['A1', [['A1a', []]]], ['A2', []]]], ['B', [['B1', []]]]]);
  });

  it('renders the builder’s list classes, links to each anchor, and marks top-level links', () => {
    const host = show([heading('Scope', 0), heading('Devices', 1)], { tag: 'ol', iconClass: null });
    const top = host.querySelector(':scope > ol.elementor-toc__list-wrapper > li.elementor-toc__list-item');
    expect(top?.querySelector(':scope > .elementor-toc__list-item-text-wrapper > a')?.className).toBe('elementor-toc__list-item-text elementor-toc__top-level');
    const nested = top?.querySelector(':scope > ol.elementor-toc__list-wrapper a');
    expect(nested?.getAttribute('href')).toBe('#devices');
    expect(nested?.className).toBe('elementor-toc__list-item-text');
  });

  it('writes heading text as text and icon classes as class tokens only', () => {
    const host = show([heading('<img src=x onerror=alert(1)>', 0)], { tag: 'ul', iconClass: 'fas  fa-circle" onclick="x' });
    const link = host.querySelector('a');
    expect(link?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(host.querySelector('img')).toBeNull();
    const icon = host.querySelector('i');
    expect(icon?.getAttributeNames().sort()).toEqual(['aria-hidden', 'class']);
    expect([...(icon?.classList ?? [])]).toEqual(['fas', 'fa-circle"', 'onclick="x']);
  });
});
