// The custom skin's lazy-load nav (`.ecs-lazyload`): its loading animation and its no-script fallback links.

/** The skin's own class: its stylesheet hides `.ecs-lazy-load-animation` inside it. */
export const ANIMATION_HIDDEN = 'animation-hidden';

/** The original's initial state: animations hidden, the no-script fallback links not displayed. */
export function hideLazyControls(navs: HTMLElement[]): void {
  for (const nav of navs) {
    nav.classList.add(ANIMATION_HIDDEN);
    for (const link of nav.querySelectorAll<HTMLElement>('a')) link.style.display = 'none';
  }
}

/** While a page loads: the animation shows, the fallback links (shown after a failure) hide again. */
export function showLazyLoading(navs: HTMLElement[]): void {
  hideLazyControls(navs);
  for (const nav of navs) nav.classList.remove(ANIMATION_HIDDEN);
}

/** Shows the fallback links again: after a failure they are the keyboard's way to retry. */
export function showFallbackLinks(navs: HTMLElement[]): void {
  for (const nav of navs) for (const link of nav.querySelectorAll<HTMLElement>('a')) link.style.display = '';
}
