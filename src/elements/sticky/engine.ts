// The write half of sticky: stick, stop at the parent's edge, unstick, effects class; one frame task per element.
import { addFrameTask } from '../../shared/frame-loop.ts';
import { backupStyles } from '../../shared/inline-style.ts';
import { STICKY_CLASS, STICKY_EVENT } from './classes.ts';
import { measureSticky, type StickyPlan, type StickyState } from './measure.ts';
import type { StickyConfig } from './settings.ts';
import { createSpacer } from './spacer.ts';

/** Every inline property sticking touches, given back exactly on unstick. */
const STUCK_PROPERTIES = ['position', 'width', 'margin-top', 'margin-bottom', 'top', 'bottom', 'inset-inline-start'] as const;

type Run = {
  root: HTMLElement;
  config: StickyConfig;
  parent: HTMLElement | null;
  rtl: boolean;
  state: StickyState;
  restore: (() => void) | null;
  restoreParent: (() => void) | null;
};

const opposite = (to: StickyConfig['to']) => (to === 'top' ? 'bottom' : 'top');

function pin(run: Run): void {
  const { root, config, state } = run;
  root.style.setProperty('position', 'fixed');
  root.style.setProperty(config.to, `${config.offset}px`);
  root.style.removeProperty(opposite(config.to));
  if (state.inlineStart) root.style.setProperty('inset-inline-start', `${state.inlineStart}px`);
  else root.style.removeProperty('inset-inline-start');
}

function stick(run: Run, plan: StickyPlan): void {
  const { root, state } = run;
  run.restore = backupStyles(root, STUCK_PROPERTIES);
  state.spacer = createSpacer(root);
  root.after(state.spacer);
  state.viewportWidth = innerWidth;
  state.inlineStart = plan.inlineStart;
  root.style.setProperty('width', plan.width);
  root.style.setProperty('margin-top', '0');
  root.style.setProperty('margin-bottom', '0');
  pin(run);
  root.classList.add(...STICKY_CLASS.active);
  root.dispatchEvent(new CustomEvent(STICKY_EVENT.stick, { bubbles: true }));
}

function follow(run: Run, plan: StickyPlan): void {
  const { root, config, parent, state } = run;
  if (!parent) return;
  state.following = true;
  run.restoreParent = backupStyles(parent, ['position']);
  parent.style.setProperty('position', 'relative');
  root.style.setProperty('position', 'absolute');
  root.style.removeProperty(config.to);
  root.style.setProperty(opposite(config.to), '0');
  root.style.setProperty('inset-inline-start', `${plan.parentInlineStart}px`);
}

function unfollow(run: Run): void {
  run.state.following = false;
  run.restoreParent?.();
  run.restoreParent = null;
  pin(run);
}

/** Gives the element back its own place and styles; safe to call when it is not stuck. */
function unstick(run: Run): void {
  const { root, state } = run;
  if (!state.spacer) return;
  if (state.following) unfollow(run);
  run.restore?.();
  run.restore = null;
  state.spacer.remove();
  state.spacer = null;
  root.classList.remove(...STICKY_CLASS.active);
  root.dispatchEvent(new CustomEvent(STICKY_EVENT.unstick, { bubbles: true }));
}

function apply(run: Run, plan: StickyPlan): void {
  const { root, state } = run;
  if (plan.stick) stick(run, plan);
  else if (plan.unstick) unstick(run);
  else if (plan.resize) {
    state.viewportWidth = innerWidth;
    state.inlineStart = plan.inlineStart;
    root.style.setProperty('width', plan.width);
    if (!state.following) pin(run);
  }
  if (state.spacer && plan.follow) follow(run, plan);
  else if (state.spacer && plan.unfollow) unfollow(run);
  if (plan.effects !== state.effects) {
    state.effects = plan.effects;
    root.classList.toggle(STICKY_CLASS.effects, plan.effects);
  }
}

/** Makes `root` sticky with `config` until `signal` aborts, which restores it exactly. */
export function startSticky(root: HTMLElement, config: StickyConfig, parent: HTMLElement | null, rtl: boolean, signal: AbortSignal): void {
  const state: StickyState = { spacer: null, following: false, effects: false, viewportWidth: 0, inlineStart: 0 };
  const run: Run = { root, config, parent, rtl, state, restore: null, restoreParent: null };
  let plan: StickyPlan | null = null;
  root.classList.add(STICKY_CLASS.sticky);
  signal.addEventListener('abort', () => {
    unstick(run);
    root.classList.remove(STICKY_CLASS.sticky, STICKY_CLASS.effects);
  }, { once: true });
  addFrameTask({
    read: () => (plan = root.isConnected ? measureSticky(root, config, parent, state, rtl) : null),
    write: () => {
      if (plan) apply(run, plan);
      plan = null;
    },
  }, signal);
}
