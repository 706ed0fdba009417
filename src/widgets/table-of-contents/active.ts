// Marks the item of the heading being read (`elementor-item-active`) and, with collapse_subitems, opens only its sub-list.
import type { MountContext } from '../../core/types.ts';
import { addFrameTask } from '../../shared/frame-loop.ts';
import { slideClosed, slideOpen } from '../../shared/motion.ts';
import { TOC } from './list.tsx';

export type Tracker = { activate(link: HTMLAnchorElement): void; pause(): void };

/** A click scrolls past other headings; the original ignores them for 2000 ms. */
const CLICK_PAUSE_MS = 2000;
const SLIDE_MS = 400;

/** The sub-list that opens with `link`: its own for a top-level item, else the one of its top-level ancestor. */
function subListOf(link: HTMLAnchorElement): HTMLElement | null {
  if (link.classList.contains(TOC.topLevel)) return link.parentElement?.nextElementSibling as HTMLElement | null;
  const lists: HTMLElement[] = [];
  for (let node = link.parentElement; node; node = node.parentElement) if (node.classList.contains(TOC.listWrapper)) lists.push(node);
  return lists.at(-2) ?? null;
}

/**
 * The heading being read: the first one inside the viewport, else the last one above it, else none; the same
 * outcome as the original's pair of waypoints per heading.
 */
function toReadIndex(targets: Array<HTMLElement | null>): number {
  let above = -1;
  for (const [index, target] of targets.entries()) {
    if (!target) continue;
    const { top } = target.getBoundingClientRect();
    if (top >= 0 && top < innerHeight) return index;
    if (top < 0) above = index;
  }
  return above;
}

export function trackActive(links: HTMLAnchorElement[], targets: Array<HTMLElement | null>, collapseSubitems: boolean, ctx: MountContext): Tracker {
  let current: HTMLAnchorElement | null = null;
  let openList: HTMLElement | null = null;
  let pausedUntil = 0;
  const activate = (link: HTMLAnchorElement) => {
    if (link === current) return;
    current?.classList.remove(TOC.active);
    link.classList.add(TOC.active);
    current = link;
    if (!collapseSubitems) return;
    const list = subListOf(link);
    if (openList && openList !== list && !openList.contains(link)) slideClosed(openList, SLIDE_MS);
    if (list && list !== openList) slideOpen(list, SLIDE_MS);
    openList = list;
  };
  let index = -1;
  addFrameTask({
    read: () => {
      index = Date.now() < pausedUntil ? -1 : toReadIndex(targets);
    },
    write: () => {
      const link = links[index];
      if (link) activate(link);
    },
  }, ctx.signal);
  return { activate, pause: () => (pausedUntil = Date.now() + CLICK_PAUSE_MS) };
}
