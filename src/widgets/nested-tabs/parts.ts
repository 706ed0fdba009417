// Finds the parts of one nested tabs widget: direct children only, so a nested widget's tabs are never taken.

export type Tab = {
  /** The page builder's 1-based `data-tab-index`. */
  index: number;
  title: HTMLElement;
  /** The container at the same position in `.e-n-tabs-content`, as the original pairs them (nth-child). */
  content: HTMLElement;
};

export type TabsParts = { widget: HTMLElement; heading: HTMLElement; tabs: Tab[] };

function childWith(parent: Element | null | undefined, className: string): HTMLElement | null {
  if (!parent) return null;
  for (const child of parent.children) if (child.classList.contains(className)) return child as HTMLElement;
  return null;
}

/** `.e-n-tabs` right under the root, or under `.elementor-widget-container` (markup before Optimized Markup). */
function findWidget(root: HTMLElement): HTMLElement | null {
  return childWith(root, 'e-n-tabs') ?? childWith(childWith(root, 'elementor-widget-container'), 'e-n-tabs');
}

function toTabs(heading: HTMLElement, contents: HTMLElement): Tab[] {
  const titles = [...heading.children].filter((child): child is HTMLElement => child.classList.contains('e-n-tab-title'));
  const tabs: Tab[] = [];
  titles.forEach((title, position) => {
    const index = Number.parseInt(title.getAttribute('data-tab-index') ?? '', 10) || position + 1;
    const content = contents.children[index - 1];
    if (content instanceof HTMLElement && content.classList.contains('e-con')) tabs.push({ index, title, content });
  });
  return tabs;
}

/** The widget's parts, or a message saying what is missing. */
export function findParts(root: HTMLElement): TabsParts | string {
  const widget = findWidget(root);
  const heading = childWith(widget, 'e-n-tabs-heading');
  const contents = childWith(widget, 'e-n-tabs-content');
  if (!widget || !heading || !contents) return 'no .e-n-tabs with a .e-n-tabs-heading and .e-n-tabs-content; left as it is';
  // The first nested tabs markup repeated every title among the panels (`.e-collapse`); panels would pair wrongly.
  if (childWith(contents, 'e-n-tab-title')) return 'the first nested tabs markup (titles repeated among the panels) is not supported; left as it is';
  const tabs = toTabs(heading, contents);
  if (tabs.length === 0) return 'no .e-n-tab-title with a matching container in .e-n-tabs-content; left as it is';
  return { widget, heading, tabs };
}
