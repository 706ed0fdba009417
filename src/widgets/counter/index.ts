// Counter (`counter.default`): counts from the start to the target number once the number scrolls into view.
import type { MountContext, WispModule } from '../../core/types.ts';
import { toFiniteNumber } from '../../shared/guards.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { formatCount, MAX_DECIMALS, toDataValue, toDecimals, toStart, type NumberFormat } from './format.ts';

type Count = {
  element: HTMLElement;
  from: number;
  to: number;
  toText: string;
  durationMs: number;
  format: NumberFormat;
  /** The target was written with more decimals than can be printed; the count shows MAX_DECIMALS. */
  clamped: boolean;
};

/** 500 ms: the numerator plugin's default when `data-duration` is missing (the widget always prints it). */
const DEFAULT_DURATION_MS = 500;

/** jQuery's default `swing` easing, which the original count uses; it ends exactly on 1. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

function toCount(element: HTMLElement): Count | string {
  const toValue = toDataValue(element.getAttribute('data-to-value'));
  const to = typeof toValue === 'number' ? toValue : Number.parseFloat(toValue ?? '');
  if (toValue === null || !Number.isFinite(to)) return `data-to-value ${JSON.stringify(toValue)} is not a number; left as it is`;
  const decimals = toDecimals(toValue);
  const format = { decimals: Math.min(decimals, MAX_DECIMALS), delimiter: element.getAttribute('data-delimiter') ?? '' };
  return {
    element,
    from: toStart(toDataValue(element.getAttribute('data-from-value')), element.textContent ?? '', format),
    to,
    // The last frame prints the target as written, so the count always ends on the exact number.
    toText: formatCount(toValue, format),
    durationMs: Math.max(0, toFiniteNumber(element.getAttribute('data-duration'), DEFAULT_DURATION_MS)),
    format,
    clamped: decimals > MAX_DECIMALS,
  };
}

/** Counts in progress, with when each started (null until its first frame). */
const running = new Map<Count, number | null>();
let frame = 0;

/** One animation frame writes every running count, so a page of counters costs one layout per frame, not one each. */
function step(now: number): void {
  frame = 0;
  for (const [count, started] of running) {
    if (started === null) running.set(count, now);
    const progress = Math.min(1, (now - (started ?? now)) / count.durationMs);
    count.element.textContent = progress < 1
      ? formatCount(count.from + (count.to - count.from) * swing(progress), count.format)
      : count.toText;
    if (progress >= 1) running.delete(count);
  }
  if (running.size > 0) frame = requestAnimationFrame(step);
}

function run(count: Count, signal: AbortSignal): void {
  if (count.durationMs === 0 || prefersReducedMotion()) {
    count.element.textContent = count.toText;
    return;
  }
  running.set(count, null);
  frame ||= requestAnimationFrame(step);
  signal.addEventListener('abort', () => {
    running.delete(count);
    if (running.size === 0 && frame) frame = (cancelAnimationFrame(frame), 0);
  });
}

function startWhenSeen(counts: Count[], ctx: MountContext): void {
  if (prefersReducedMotion()) return counts.forEach((count) => run(count, ctx.signal));
  // Threshold 0, no margin: the count starts the moment a pixel of the number is on screen, as in the original.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const count = counts.find((candidate) => candidate.element === entry.target);
      if (count) run(count, ctx.signal);
    }
  }, { threshold: 0 });
  for (const count of counts) observer.observe(count.element);
  ctx.signal.addEventListener('abort', () => observer.disconnect());
}

const counter: WispModule<Record<string, never>> = {
  // The counter reads its numbers from the markup (`data-to-value`, ...), not from data-settings.
  parse: () => ({ ok: true, settings: {} }),
  mount: (_root, _settings, ctx) => {
    const numbers = ctx.own('.elementor-counter-number');
    if (numbers.length === 0) {
      ctx.warn('markup', 'no .elementor-counter-number; left as it is');
      return false;
    }
    const counts = numbers.map(toCount);
    const problem = counts.find((count): count is string => typeof count === 'string');
    if (problem !== undefined) {
      ctx.warn('markup', problem);
      return false;
    }
    if ((counts as Count[]).some((count) => count.clamped)) {
      ctx.warn('decimals', `data-to-value has more than ${MAX_DECIMALS} decimals; showing ${MAX_DECIMALS}`);
    }
    startWhenSeen(counts as Count[], ctx);
  },
};

export default counter;
