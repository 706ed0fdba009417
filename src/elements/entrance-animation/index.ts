// Entrance animations: an element starts invisible and animates the first time it scrolls into view, once.
import { CLASS } from '../../core/schema.ts';
import { STATE_CLASS } from '../../shared/names.ts';
import type { WispModule } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { toFiniteNumber } from '../../shared/guards.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

type EntranceSettings = { raw: Record<string, unknown>; key: 'animation' | '_animation'; delayMs: number };

/** A CSS class name from settings: letters, digits, dashes; anything else is not an animation we can apply. */
const ANIMATION_NAME = /^[A-Za-z][\w-]*$/;

/**
 * `animation_duration` needs no script: the server prints it as the `animated-slow` / `animated-fast` class, which the
 * stylesheet reads once `animated` is added. Elements inside a closed tab or accordion panel are not intersecting
 * while the panel is hidden; the observer reports them when it opens, so they animate then.
 */
const entranceAnimation: WispModule<EntranceSettings> = {
  parse: (raw, root) => ({
    ok: true,
    settings: {
      raw,
      key: root.getAttribute('data-element_type') === 'widget' ? '_animation' : 'animation',
      // The delay is not responsive in the original: one value for every device.
      delayMs: Math.max(0, toFiniteNumber(raw['_animation_delay'] ?? raw['animation_delay'], 0)),
    },
  }),
  mount: (root, settings, ctx) => {
    // Reduced motion: nothing to wait for, the content shows at once wherever it is.
    if (prefersReducedMotion()) return void root.classList.remove(CLASS.invisible);
    const reveal = () => {
      const name = readResponsive(settings.raw, settings.key, ctx.device(), ctx.config.breakpoints);
      const valid = typeof name === 'string' && ANIMATION_NAME.test(name);
      if (typeof name === 'string' && name !== '' && !valid) ctx.warn('animation', `"${name}" is not an animation name; shown without it`);
      if (!valid || name === 'none' || prefersReducedMotion()) return root.classList.remove(CLASS.invisible);
      // One write for both classes: the element goes from hidden to the animation's first frame, never to its final state.
      const play = () => {
        root.classList.remove(CLASS.invisible);
        root.classList.add(STATE_CLASS.animated, name);
      };
      if (settings.delayMs === 0) return play();
      const timer = setTimeout(play, settings.delayMs);
      ctx.signal.addEventListener('abort', () => clearTimeout(timer));
    };
    // Until the observer reports, the server's invisible class hides the element: an element already in view goes from
    // hidden straight to its animation, never showing a frame of its final state first.
    // Its first report also says where the element is, read with the frame's own layout (reading the box here forced a
    // style and layout pass per element, dozens at boot on pages that animate many): one scrolled past while this
    // module was still loading is above the viewport now, it crossed the screen on the way (the original, loaded before
    // the visitor could scroll, revealed it then), so it must not stay invisible. An element in a closed panel has no
    // box at all and waits for the panel, which the observer reports when it opens.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const box = entries[0]?.boundingClientRect;
      const passed = first && box !== undefined && box.width + box.height > 0 && box.bottom < 0;
      first = false;
      if (!passed && !entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    });
    observer.observe(root);
    ctx.signal.addEventListener('abort', () => observer.disconnect());
  },
};

export default entranceAnimation;
