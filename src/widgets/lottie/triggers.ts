// When a lottie animation plays: on entering the viewport, on click, on hover, bound to scrolling, or at once.
import type { LottieAnimation } from './player.ts';
import type { LottieSettings } from './settings.ts';

export type Range = { first: number; last: number };

/** Frames from the start and end percentages; with reverse the segment runs backwards. */
export function toRange(settings: LottieSettings, totalFrames: number): Range {
  const first = Math.round((Math.min(settings.start_point, settings.end_point) / 100) * totalFrames);
  const last = Math.round((Math.max(settings.start_point, settings.end_point) / 100) * totalFrames);
  return { first, last: Math.max(first, last) };
}

function playRange(animation: LottieAnimation, range: Range, reverse: boolean): void {
  animation.playSegments(reverse ? [range.last, range.first] : [range.first, range.last], true);
}

/** How far the element has travelled through the viewport (or the page scrolled), 0..1. */
function toScrollProgress(element: Element, relativeTo: LottieSettings['effects_relative_to']): number {
  if (relativeTo === 'page') {
    const max = document.documentElement.scrollHeight - innerHeight;
    return max > 0 ? Math.min(1, Math.max(0, scrollY / max)) : 0;
  }
  const rect = element.getBoundingClientRect();
  const travel = innerHeight + rect.height;
  return travel > 0 ? Math.min(1, Math.max(0, (innerHeight - rect.top) / travel)) : 0;
}

function hoverArea(container: HTMLElement, area: LottieSettings['hover_area']): Element {
  if (area === 'column') return container.closest('.elementor-column, .e-con') ?? container;
  if (area === 'section') return container.closest('.elementor-section, .e-con.e-parent') ?? container;
  return container;
}

type Start = { container: HTMLElement; animation: LottieAnimation; range: Range; settings: LottieSettings; signal: AbortSignal };

function startViewport({ container, animation, range, settings, signal }: Start): void {
  if (typeof IntersectionObserver !== 'function') return playRange(animation, range, settings.reverse_animation);
  // The band of the viewport in which it plays, as the original's viewport start / end sliders.
  const rootMargin = `-${100 - settings.viewport_end}% 0% -${settings.viewport_start}% 0%`;
  let started = false;
  const observer = new IntersectionObserver((entries) => {
    const seen = entries.some((entry) => entry.isIntersecting);
    if (seen && !started) playRange(animation, range, settings.reverse_animation);
    else if (seen) animation.play();
    else animation.pause();
    started ||= seen;
  }, { rootMargin });
  observer.observe(container);
  signal.addEventListener('abort', () => observer.disconnect());
}

function startHover({ container, animation, range, settings, signal }: Start): void {
  const area = hoverArea(container, settings.hover_area);
  area.addEventListener('mouseenter', () => {
    animation.setDirection(settings.reverse_animation ? -1 : 1);
    animation.play();
  }, { signal });
  area.addEventListener('mouseleave', () => {
    if (settings.on_hover_out === 'pause') return animation.pause();
    if (settings.on_hover_out === 'reverse') {
      animation.setDirection(settings.reverse_animation ? 1 : -1);
      return animation.play();
    }
    animation.goToAndStop(settings.reverse_animation ? range.last : range.first, true);
  }, { signal });
}

function startScroll({ container, animation, range, settings, signal }: Start): void {
  let queued = 0;
  const update = () => {
    queued = 0;
    const progress = toScrollProgress(container, settings.effects_relative_to);
    const along = settings.reverse_animation ? 1 - progress : progress;
    animation.goToAndStop(range.first + along * (range.last - range.first), true);
  };
  window.addEventListener('scroll', () => (queued ||= requestAnimationFrame(update)), { signal, passive: true });
  signal.addEventListener('abort', () => cancelAnimationFrame(queued));
  update();
}

/** Wires the chosen trigger; a first frame is shown for every trigger that does not play at once. */
export function startTrigger(start: Start): void {
  const { animation, range, settings } = start;
  if (settings.trigger !== 'none') animation.goToAndStop(settings.reverse_animation ? range.last : range.first, true);
  if (settings.trigger === 'none') return playRange(animation, range, settings.reverse_animation);
  if (settings.trigger === 'arriving_to_viewport') return startViewport(start);
  if (settings.trigger === 'on_hover') return startHover(start);
  if (settings.trigger === 'bind_to_scroll') return startScroll(start);
  start.container.addEventListener('click', (event) => {
    playRange(animation, range, settings.reverse_animation);
    followLater(event, settings.link_timeout, start.signal);
  }, { signal: start.signal });
}

/** Plain http(s), mail and phone links are followed; anything else a delayed click lets go of is dropped. */
const FOLLOWED = /^(?:https?|mailto|tel):$/;

/**
 * With a link timeout, a plain click on the widget's link is held so the animation is seen, then the link is followed
 * (in a new tab when it opens one), as the original delays it; a click with a modifier key goes to the browser at once.
 */
function followLater(event: MouseEvent, timeoutMs: number, signal: AbortSignal): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.e-lottie__container__link[href]') : null;
  if (!link || timeoutMs <= 0 || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  let url: URL;
  // An address the URL parser refuses is left to the browser, as any link it cannot follow.
  try { url = new URL(link.href, location.href); } catch { return; }
  event.preventDefault();
  if (!FOLLOWED.test(url.protocol)) return;
  const timer = setTimeout(() => (link.target === '_blank' ? open(url.href, '_blank', 'noopener') : location.assign(url.href)), timeoutMs);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
