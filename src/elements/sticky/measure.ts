// The read half of a sticky frame: where the element stands against its offset and its parent; no writes.
import type { StickyConfig } from './settings.ts';

export type StickyState = {
  /** The hidden copy in the element's place; present exactly while the element is stuck. */
  spacer: HTMLElement | null;
  /** Stopped at the edge of its parent ("stay in column"). */
  following: boolean;
  effects: boolean;
  /** Viewport width when the stuck width was measured. */
  viewportWidth: number;
  /** Inline-start offset of the stuck element, 0 when none is set. */
  inlineStart: number;
};

export type StickyPlan = {
  stick: boolean;
  unstick: boolean;
  /** Stuck through a resize: width and position are measured again on the spacer. */
  resize: boolean;
  effects: boolean;
  follow: boolean;
  unfollow: boolean;
  /** Computed `width` of the element in flow (or of its spacer), as an inline `width` would reproduce it. */
  width: string;
  inlineStart: number;
  /** Inline-start offset inside the parent while following it. */
  parentInlineStart: number;
};

/** Distance from the viewport's edge (left, or right in RTL) to the element's start edge. */
function toInlineStart(rect: DOMRect, rtl: boolean): number {
  return rtl ? document.documentElement.clientWidth - rect.right : rect.left;
}

function px(value: string): number {
  return Number.parseFloat(value) || 0;
}

/** Whether the fixed element reaches its parent's inner edge, or (while following) is back inside its sticking line. */
function planParent(root: HTMLElement, parent: HTMLElement, config: StickyConfig, state: StickyState, flow: DOMRect, plan: StickyPlan, rtl: boolean): void {
  const { to, offset } = config;
  if (state.following) {
    const rect = root.getBoundingClientRect();
    plan.unfollow = to === 'top' ? rect.top > offset : innerHeight - rect.bottom > offset;
    return;
  }
  const height = root.getBoundingClientRect().height;
  // Where the element sits while fixed: known from the offset, so sticking and stopping can happen in the same frame.
  const top = to === 'top' ? offset : innerHeight - offset - height;
  const box = parent.getBoundingClientRect();
  const style = getComputedStyle(parent);
  plan.follow = to === 'top' ? top + height >= box.bottom - px(style.borderBottomWidth) : top <= box.top + px(style.borderTopWidth);
  if (!plan.follow) return;
  plan.parentInlineStart = rtl ? box.right - px(style.borderRightWidth) - flow.right : flow.left - box.left - px(style.borderLeftWidth);
}

/** Measures one sticky element: the element itself while in flow, its spacer while stuck. */
export function measureSticky(root: HTMLElement, config: StickyConfig, parent: HTMLElement | null, state: StickyState, rtl: boolean): StickyPlan {
  const flowElement = state.spacer ?? root;
  const flow = flowElement.getBoundingClientRect();
  const distance = config.to === 'top' ? flow.top - config.offset : innerHeight - flow.bottom - config.offset;
  const stuck = state.spacer !== null;
  const plan: StickyPlan = {
    stick: !stuck && distance <= 0,
    unstick: stuck && distance > 0,
    resize: stuck && distance <= 0 && innerWidth !== state.viewportWidth,
    effects: -distance >= config.effectsOffset,
    follow: false, unfollow: false, width: '', inlineStart: 0, parentInlineStart: 0,
  };
  if (plan.stick || plan.resize) {
    plan.width = getComputedStyle(flowElement).width;
    plan.inlineStart = toInlineStart(flow, rtl);
  }
  if (parent && (plan.stick || (stuck && !plan.unstick))) planParent(root, parent, config, state, flow, plan, rtl);
  return plan;
}
