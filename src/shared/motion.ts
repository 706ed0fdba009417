// Motion helpers that respect the visitor's reduced-motion preference.

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const running = new WeakMap<HTMLElement, Animation>();

/** jQuery's default `swing` easing, which the original slides use, is close to ease-in-out. */
const SWING = 'ease-in-out';

function stopRunning(element: HTMLElement): void {
  running.get(element)?.cancel();
  running.delete(element);
}

/** Remembers the running slide so a new one can cancel it; a cancelled slide's rejected promise is expected. */
function track(element: HTMLElement, animation: Animation, onFinish: () => void): void {
  running.set(element, animation);
  animation.finished.then(() => {
    running.delete(element);
    onFinish();
  }, () => {});
}

function canAnimate(element: HTMLElement, durationMs: number): boolean {
  return durationMs > 0 && typeof element.animate === 'function' && !prefersReducedMotion();
}

/** Shows an element (inline `display:block`), sliding its height open over `durationMs`. */
export function slideOpen(element: HTMLElement, durationMs: number, done?: () => void): void {
  stopRunning(element);
  // Nothing to measure without an animation: a forced style and layout pass per panel made mounting many widgets quadratic.
  if (!canAnimate(element, durationMs)) {
    element.style.display = 'block';
    return done?.();
  }
  const from = element.style.display === 'none' || getComputedStyle(element).display === 'none' ? 0 : element.offsetHeight;
  element.style.display = 'block';
  const { paddingTop, paddingBottom } = getComputedStyle(element);
  const animation = element.animate(
    [
      { height: `${from}px`, paddingTop: from ? paddingTop : '0px', paddingBottom: from ? paddingBottom : '0px', overflow: 'hidden' },
      { height: `${element.scrollHeight}px`, paddingTop, paddingBottom, overflow: 'hidden' },
    ],
    { duration: durationMs, easing: SWING },
  );
  track(element, animation, () => done?.());
}

/** Hides an element (inline `display:none`), sliding its height closed over `durationMs` first. */
export function slideClosed(element: HTMLElement, durationMs: number, done?: () => void): void {
  stopRunning(element);
  const finish = () => {
    element.style.display = 'none';
    done?.();
  };
  if (!canAnimate(element, durationMs) || getComputedStyle(element).display === 'none') return finish();
  const animation = element.animate(
    [{ height: `${element.offsetHeight}px`, overflow: 'hidden' }, { height: '0px', paddingTop: '0px', paddingBottom: '0px', overflow: 'hidden' }],
    { duration: durationMs, easing: SWING },
  );
  track(element, animation, finish);
}
