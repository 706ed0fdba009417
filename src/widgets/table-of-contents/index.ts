// Table of contents (`table-of-contents.default`): lists the page's headings, follows the reading position, minimises.
import { createElement } from 'react';
import type { MountContext, WispModule } from '../../core/types.ts';
import { focusTarget } from '../../shared/focus-target.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { trackActive, type Tracker } from './active.ts';
import { anchorHeadings, findHeadings, toScopes } from './headings.ts';
import { renderInto } from '../../ui/render-into.ts';
import { TOC, TocList } from './list.tsx';
import { bindButtons, setCollapsed, startsMinimised, type Box } from './minimize.ts';
import { parse, type TocSettings } from './settings.ts';
import { isValidSelector } from '../../shared/dom.ts';

/** Targets the anchors behaviour scrolls to itself (below the sticky header); other ids are scrolled to here. */
const ANCHORS_HANDLE = '.elementor-element, .elementor-menu-anchor';

function onItemClick(link: HTMLAnchorElement, target: HTMLElement | null, tracker: Tracker, ctx: MountContext): void {
  link.addEventListener('click', (event) => {
    tracker.pause();
    tracker.activate(link);
    if (!target || target.matches(ANCHORS_HANDLE)) return;
    event.preventDefault();
    // `scroll-margin-top` from the site's CSS keeps the heading clear of a sticky header here.
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    history.pushState(history.state, '', link.hash);
    // The next Tab and a screen reader continue from the heading, as after the browser's own jump to an anchor.
    focusTarget(target);
  }, { signal: ctx.signal });
}

function findBox(root: HTMLElement, body: HTMLElement, ctx: MountContext): Box | null {
  const expand = ctx.own('.elementor-toc__toggle-button--expand')[0];
  const collapse = ctx.own('.elementor-toc__toggle-button--collapse')[0];
  if (!expand || !collapse) return null;
  const container = ctx.own('.elementor-widget-container')[0] ?? root;
  return { root, body, expand, collapse, container };
}

function fill(root: HTMLElement, body: HTMLElement, settings: TocSettings, ctx: MountContext): void {
  const scopes = toScopes(root, settings.container);
  if (scopes === null) ctx.warn('container', `setting "container" ${JSON.stringify(settings.container)} is not a valid selector; no headings listed`);
  const elements = findHeadings(root, scopes ?? [], settings.headings_by_tags, settings.exclude_headings_by_selector);
  if (elements.length === 0) {
    body.textContent = settings.no_headings_message;
    return;
  }
  const headings = anchorHeadings(elements, settings.hierarchical_view);
  const options = {
    tag: settings.marker_view === 'numbers' ? 'ol' : 'ul',
    iconClass: settings.marker_view === 'bullets' ? settings.icon?.value ?? null : null,
  } as const;
  renderInto(body, createElement(TocList, { headings, options }));
  const links = [...body.querySelectorAll<HTMLAnchorElement>(`a.${TOC.text}`)];
  const targets = headings.map((heading) => document.getElementById(heading.anchor));
  const tracker = trackActive(links, targets, settings.collapse_subitems, ctx);
  links.forEach((link, index) => onItemClick(link, targets[index] ?? null, tracker, ctx));
}

const tableOfContents: WispModule<TocSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const body = ctx.own('.elementor-toc__body')[0];
    if (!body) {
      ctx.warn('markup', 'no .elementor-toc__body; left as it is');
      return false;
    }
    const box = settings.minimize_box ? findBox(root, body, ctx) : null;
    if (settings.minimize_box && !box) ctx.warn('markup', 'minimize_box is on but the expand/collapse buttons are missing; the box cannot be minimised');
    if (settings.exclude_headings_by_selector && !isValidSelector(settings.exclude_headings_by_selector)) {
      ctx.warn('exclude_headings_by_selector', `setting "exclude_headings_by_selector" ${JSON.stringify(settings.exclude_headings_by_selector)} is not a valid selector; nothing is excluded`);
    }
    fill(root, body, settings, ctx);
    if (!box) return;
    bindButtons(box, settings.minHeights, ctx);
    if (startsMinimised(settings.minimized_on, ctx.device(), ctx)) setCollapsed(box, true, settings.minHeights, ctx, false);
  },
};

export default tableOfContents;
