// Countdown (`countdown.default`): ticks to a due date or a per-visitor evergreen deadline, then runs its expire actions.
import type { MountContext, WispModule } from '../../core/types.ts';
import { toFiniteNumber } from '../../shared/guards.ts';
import { toExpireActions, type ExpireAction } from './actions.ts';
import { PARTS, toDigits, toEvergreenDue, toRemaining, type Part } from './time.ts';

type Clock = { root: HTMLElement; wrapper: HTMLElement; message: HTMLElement | null; digits: Map<Part, HTMLElement>; dueMs: number; actions: ExpireAction[] };

/** 1000 ms: the original's tick. */
const TICK_MS = 1000;

/** The due time in ms: an evergreen interval (seconds) wins over `data-date` (Unix seconds), as in the original. */
function toDueMs(wrapper: HTMLElement, widgetId: string): number | string {
  const interval = toFiniteNumber(wrapper.getAttribute('data-evergreen-interval'), 0);
  if (interval > 0) return toEvergreenDue(widgetId, Math.floor(interval), Date.now());
  const date = toFiniteNumber(wrapper.getAttribute('data-date'), Number.NaN);
  if (!Number.isFinite(date)) return `data-date ${JSON.stringify(wrapper.getAttribute('data-date'))} is not Unix seconds and there is no evergreen interval; left as it is`;
  return date * 1000;
}

type JQueryLike = (target: Element) => { trigger(name: string, args: unknown[]): unknown };

/**
 * The original's public `countdown_expire` jQuery event on the widget, which site code listens for: its handlers get
 * the widget's element after the event, as they did when the original passed its jQuery set (jQuery spreads it).
 */
function triggerExpire(root: HTMLElement): void {
  const jquery: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  if (typeof jquery !== 'function') return;
  try {
    (jquery as JQueryLike)(root).trigger('countdown_expire', [root]);
  } catch (error) {
    console.error('[wisp] countdown: a jQuery listener for countdown_expire failed', error);
  }
}

function expire(clock: Clock, ctx: MountContext): void {
  ctx.emit('countdown-expire');
  triggerExpire(clock.root);
  for (const action of clock.actions) {
    if (action.type === 'hide') clock.wrapper.style.display = 'none';
    else if (action.type === 'message' && clock.message) clock.message.style.display = 'block';
    else if (action.type === 'redirect') location.assign(action.url);
  }
}

function tick(clock: Clock): boolean {
  const remaining = toRemaining(clock.dueMs, Date.now());
  for (const [part, element] of clock.digits) {
    const text = toDigits(remaining[part]);
    if (element.textContent !== text) element.textContent = text;
  }
  return remaining.total <= 0;
}

function start(clock: Clock, ctx: MountContext): void {
  if (tick(clock)) return expire(clock, ctx);
  const timer = setInterval(() => {
    if (!tick(clock)) return;
    clearInterval(timer);
    expire(clock, ctx);
  }, TICK_MS);
  ctx.signal.addEventListener('abort', () => clearInterval(timer));
}

const countdown: WispModule<Record<string, never>> = {
  // Everything the countdown needs is printed in the markup (`data-date`, `data-evergreen-interval`, `data-expire-actions`).
  parse: () => ({ ok: true, settings: {} }),
  mount: (root, _settings, ctx) => {
    const wrapper = ctx.own('.elementor-countdown-wrapper')[0];
    if (!wrapper) {
      ctx.warn('markup', 'no .elementor-countdown-wrapper; left as it is');
      return false;
    }
    const dueMs = toDueMs(wrapper, ctx.id);
    if (typeof dueMs === 'string') {
      ctx.warn('markup', dueMs);
      return false;
    }
    const digits = new Map<Part, HTMLElement>();
    for (const part of PARTS) {
      const element = wrapper.querySelector<HTMLElement>(`.elementor-countdown-${part}`);
      if (element) digits.set(part, element);
    }
    const { actions, problems } = toExpireActions(wrapper.getAttribute('data-expire-actions'));
    problems.forEach((problem, index) => ctx.warn(`data-expire-actions-${index}`, problem));
    const message = ctx.own('.elementor-countdown-expire--message')[0] ?? null;
    start({ root, wrapper, message, digits, dueMs, actions }, ctx);
  },
};

export default countdown;
