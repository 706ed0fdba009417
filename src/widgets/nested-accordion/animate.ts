// Opens and closes one `<details>` item by animating its height with the Web Animations API, as the original does:
// the title's `aria-expanded` changes when the animation starts, the `open` attribute goes when a close finishes.
import { prefersReducedMotion } from '../../shared/motion.ts';

export type Item = { details: HTMLDetailsElement; summary: HTMLElement; content: HTMLElement | null };

const running = new WeakMap<HTMLDetailsElement, Animation>();
const waiting = new WeakMap<HTMLDetailsElement, number>();
/** Where a running or waiting animation is taking the item. */
const destination = new WeakMap<HTMLDetailsElement, boolean>();

/** True while wisp animates the item; its `open` attribute lags behind until the animation ends. */
export function isAnimating(item: Item): boolean {
  return destination.has(item.details);
}

/** Whether the item is open or on its way to being open (a click on a closing item opens it again). */
export function isOpening(item: Item): boolean {
  return destination.get(item.details) ?? item.details.open;
}

function stop(details: HTMLDetailsElement): void {
  running.get(details)?.cancel();
  running.delete(details);
  cancelAnimationFrame(waiting.get(details) ?? 0);
  waiting.delete(details);
  destination.delete(details);
}

function settle(details: HTMLDetailsElement, open: boolean): void {
  destination.delete(details);
  details.open = open;
  details.style.height = '';
  details.style.overflow = '';
}

function animateHeight({ details, summary }: Item, from: number, to: number, durationMs: number, open: boolean): void {
  summary.setAttribute('aria-expanded', String(open));
  details.style.overflow = 'hidden';
  const animation = details.animate({ height: [`${from}px`, `${to}px`] }, { duration: durationMs });
  running.set(details, animation);
  destination.set(details, open);
  // A later click cancels this animation; its rejected `finished` promise is expected, not an error.
  animation.finished.catch(() => {});
  animation.onfinish = () => {
    running.delete(details);
    settle(details, open);
  };
}

const canAnimate = (item: Item, durationMs: number): boolean =>
  durationMs > 0 && typeof item.details.animate === 'function' && !prefersReducedMotion();

export function closeItem(item: Item, durationMs: number): void {
  stop(item.details);
  if (!canAnimate(item, durationMs)) {
    item.summary.setAttribute('aria-expanded', 'false');
    return settle(item.details, false);
  }
  animateHeight(item, item.details.offsetHeight, item.summary.offsetHeight, durationMs, false);
}

/** Opens at once (so the content can be measured) at the current height, then grows to title + content. */
export function openItem(item: Item, durationMs: number): void {
  const { details, summary, content } = item;
  stop(details);
  if (!canAnimate(item, durationMs)) {
    summary.setAttribute('aria-expanded', 'true');
    return settle(details, true);
  }
  details.style.overflow = 'hidden';
  details.style.height = `${details.offsetHeight}px`;
  details.open = true;
  destination.set(details, true);
  waiting.set(details, requestAnimationFrame(() => {
    waiting.delete(details);
    animateHeight(item, details.offsetHeight, summary.offsetHeight + (content?.offsetHeight ?? 0), durationMs, true);
  }));
}

/** Stops any animation and leaves the item where it was going, its title saying so (teardown). */
export function settleItem(item: Item): void {
  if (!isAnimating(item)) return;
  const open = isOpening(item);
  stop(item.details);
  item.summary.setAttribute('aria-expanded', String(open));
  settle(item.details, open);
}
