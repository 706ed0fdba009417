// Background slideshow of a section, column or container: the original's markup, Ken Burns, lazy images, autoplay.
import type { WispModule } from '../../core/types.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { buildSlideshow } from './markup.ts';
import { autoplay, markActive, stack } from './engine.ts';
import { parse, type SlideshowSettings } from './settings.ts';

const backgroundSlideshow: WispModule<SlideshowSettings> = {
  parse,
  mount(root, settings, ctx) {
    // A slideshow already there (a second mount, or a cached page): building another would stack two.
    if (ctx.own(':scope > .elementor-background-slideshow').length > 0) { ctx.warn('markup', 'the element already has a slideshow'); return false; }
    const reduced = prefersReducedMotion();
    const show = buildSlideshow(settings, settings.background_slideshow_ken_burns && !reduced);
    stack(show);
    markActive(show, 0);
    root.prepend(show.root);
    ctx.signal.addEventListener('abort', () => show.root.remove(), { once: true });
    // Reduced motion: the first image stands still.
    if (show.slides.length > 1 && !reduced) autoplay(show, settings, ctx.signal);
  },
};

export default backgroundSlideshow;
