// The table's nested list of headings as components; heading text is page content, rendered as text, never HTML.
import type { Heading } from './headings.ts';

export const TOC = {
  listWrapper: 'elementor-toc__list-wrapper',
  listItem: 'elementor-toc__list-item',
  textWrapper: 'elementor-toc__list-item-text-wrapper',
  text: 'elementor-toc__list-item-text',
  topLevel: 'elementor-toc__top-level',
  active: 'elementor-item-active',
} as const;

type ListOptions = { tag: 'ol' | 'ul'; iconClass: string | null };

type Node = { heading: Heading; children: Node[] };

/** The flat, levelled headings as a tree: each heading holds the deeper ones that follow it. */
export function toTree(headings: readonly Heading[]): Node[] {
  const roots: Node[] = [];
  const path: Node[] = [];
  for (const heading of headings) {
    const node = { heading, children: [] };
    while (path.length > 0 && (path.at(-1)?.heading.level ?? 0) >= heading.level) path.pop();
    (path.at(-1)?.children ?? roots).push(node);
    path.push(node);
  }
  return roots;
}

function Item({ node, options }: { node: Node; options: ListOptions }) {
  const { heading, children } = node;
  return (
    <li className={TOC.listItem}>
      <div className={TOC.textWrapper}>
        {/* Tokens only, joined by single spaces: a class string from settings can never add an attribute. */}
        {options.iconClass && <i className={options.iconClass.split(/\s+/).filter(Boolean).join(' ')} aria-hidden="true" />}
        <a href={`#${heading.anchor}`} className={heading.level === 0 ? `${TOC.text} ${TOC.topLevel}` : TOC.text}>{heading.text}</a>
      </div>
      {children.length > 0 && <List nodes={children} options={options} />}
    </li>
  );
}

function List({ nodes, options }: { nodes: Node[]; options: ListOptions }) {
  const Tag = options.tag;
  return <Tag className={TOC.listWrapper}>{nodes.map((node) => <Item key={node.heading.anchor} node={node} options={options} />)}</Tag>;
}

export function TocList({ headings, options }: { headings: readonly Heading[]; options: ListOptions }) {
  return <List nodes={toTree(headings)} options={options} />;
}
