// Entrance animations: an element starts invisible and animates the first time it scrolls into view.
import { CLASS } from '../../core/schema.ts';
import type { WispModule } from '../../core/types.ts';
import { readResponsive } from '../../shared/breakpoints.ts';
import { toFiniteNumber } from '../../shared/guards.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

type EntranceSettings = { raw: Record<string, unknown>; key: 'animation' | '_animation'; delayMs: number };

/** A CSS class name from settings: letters, digits, dashes; anything else is not an animation we can apply. */
const ANIMATION_NAME = /^[A-Za-z][\w-]*$/;

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
    const reveal = () => {
      const name = readResponsive(settings.raw, settings.key, ctx.device(), ctx.config.breakpoints);
      const valid = typeof name === 'string' && ANIMATION_NAME.test(name);
      if (typeof name === 'string' && name !== '' && !valid) ctx.warn('animation', `"${name}" is not an animation name; shown without it`);
      if (!valid || name === 'none' || prefersReducedMotion()) return root.classList.remove(CLASS.invisible);
      const timer = setTimeout(() => {
        root.classList.remove(CLASS.invisible);
        root.classList.add(CLASS.animated, name);
      }, settings.delayMs);
      ctx.signal.addEventListener('abort', () => clearTimeout(timer));
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    });
    observer.observe(root);
    ctx.signal.addEventListener('abort', () => observer.disconnect());
  },
};

export default entranceAnimation;
