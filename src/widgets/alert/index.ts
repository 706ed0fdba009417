// Alert (`alert.default`): the dismiss button fades the whole widget out, as the original's jQuery `fadeOut()`.
import type { WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

/** 400 ms with an ease-in-out curve: jQuery's default fadeOut duration and `swing` easing. */
const FADE_MS = 400;

function fadeOut(root: HTMLElement, signal: AbortSignal): void {
  const hide = () => {
    root.style.display = 'none';
  };
  if (typeof root.animate !== 'function' || prefersReducedMotion()) return hide();
  const animation = root.animate([{ opacity: getComputedStyle(root).opacity }, { opacity: 0 }], { duration: FADE_MS, easing: 'ease-in-out' });
  animation.onfinish = hide;
  animation.finished.catch(() => {});
  signal.addEventListener('abort', () => animation.cancel());
}

const alert: WispModule<Record<string, never>> = {
  // The alert widget has no frontend settings of its own.
  parse: () => ({ ok: true, settings: {} }),
  mount: (root, _settings, ctx) => {
    if (ctx.own('.elementor-alert').length === 0) {
      ctx.warn('markup', 'no .elementor-alert; left as it is');
      return false;
    }
    // An alert saved without the dismiss button is complete as it is: nothing to do, nothing to warn about.
    root.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('.elementor-alert-dismiss') : null;
      if (!button || !ctx.own('.elementor-alert-dismiss').includes(button as HTMLElement)) return;
      if (!ctx.emit('before-dismiss', undefined, true)) return;
      fadeOut(root, ctx.signal);
      ctx.emit('dismiss');
    }, { signal: ctx.signal });
  },
};

export default alert;
