// Mounts one carousel: sizes slides before init, starts Swiper with the page builder's options, adds a11y and autoplay rules.
import type { SwiperOptions } from 'swiper/types';
import type { Cleanup, MountContext, WispModule } from '../../core/types.ts';
import { toCarouselSettings, type CarouselDialect, type CarouselSettings } from './settings.ts';
import { findCarouselParts, type CarouselParts } from './parts.ts';
import { toStepTable, toSwiperOptions } from './options.ts';
import { toCurrentStep } from './breakpoints.ts';
import { listenArrowKeys, syncBullets, syncSlideVisibility, toA11yOptions, toCarouselLabels } from './a11y.ts';
import { controlAutoplay } from './autoplay.ts';
import { holdClicks } from '../../shared/held-clicks.ts';
import { loadNearSlides } from './lazy.ts';
import { injectCarouselStyle } from './style.ts';
import { MODULES, Swiper } from './swiper.ts';
import { yieldToBrowser } from '../../shared/slices.ts';

export type CarouselMount = {
  /** Selector of the Swiper element inside the widget. */
  container: string;
  /** Extra options a widget family sets (grab cursor, click to slide…), merged last. */
  extra?: SwiperOptions;
  /** Called once Swiper is initialised, for widget-specific behaviour (slides' Ken Burns, thumbnails…). */
  after?: (swiper: Swiper, parts: CarouselParts) => void;
};

/** Slides take their final width before init (see style.ts), from the step Swiper is about to pick. */
function presize(parts: CarouselParts, settings: CarouselSettings, ctx: MountContext): void {
  const { table } = toStepTable(settings, ctx.config.breakpoints, parts.slides.length);
  const step = toCurrentStep(table, window.innerWidth);
  parts.container.style.setProperty('--wisp-slides', String(step?.slidesPerView ?? 1));
  parts.container.style.setProperty('--wisp-gap', `${step?.spaceBetween ?? 0}px`);
}

function markWidget(root: HTMLElement, on: boolean): void {
  root.classList.toggle('e-widget-swiper', on);
  root.closest('.elementor-widget-wrap')?.classList.toggle('e-swiper-container', on);
}

function isRtl(container: HTMLElement): boolean {
  return container.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

type Started = { swiper: Swiper; settings: CarouselSettings; options: SwiperOptions; parts: CarouselParts };

/** The second half of a mount, a task after the first: Swiper's init, its sync handlers, a11y, autoplay, the family's own. */
function startSwiper(root: HTMLElement, { swiper, settings, options, parts }: Started, ctx: MountContext, spec: CarouselMount): void {
  const fade = options.effect === 'fade';
  const sync = () => {
    syncSlideVisibility(swiper, fade);
    syncBullets(swiper);
    if (settings.lazy) loadNearSlides(swiper);
  };
  swiper.on('init', sync);
  swiper.on('slideChange', sync);
  swiper.on('breakpoint', sync);
  swiper.on('slideChange', () => ctx.emit('carousel-change', { index: swiper.realIndex }));
  swiper.init();
  controlAutoplay(root, swiper, { enabled: Boolean(options.autoplay), pauseOnHover: settings.pauseOnHover }, ctx.signal);
  listenArrowKeys(parts.container, root, swiper, isRtl(parts.container), ctx.signal);
  spec.after?.(swiper, parts);
}

/**
 * Returns false (nothing written) when the markup is missing; nothing to do with fewer than two slides, as the original.
 * Start-up is three tasks, the browser free between them: slides sized, Swiper built, Swiper's init. Sizing reads the
 * viewport, which lays out a page that has not been laid out since it changed, and building Swiper sets up its modules:
 * on a real page at 4x (a loop carousel on safelabelpro) the two were one task of 65–87 ms, now about 30 and 40.
 */
export function mountCarousel(root: HTMLElement, settings: CarouselSettings, ctx: MountContext, spec: CarouselMount): Cleanup | void | false {
  const parts = findCarouselParts(ctx, spec.container);
  if (!parts) return false;
  if (parts.slides.length < 2) return;
  injectCarouselStyle();
  parts.container.setAttribute('data-wisp-carousel', '');
  presize(parts, settings, ctx);
  markWidget(root, true);
  // The class the site's CSS draws the offset with, as the original adds it.
  const offset = settings.offset === 'none' ? '' : `offset-${settings.offset}`;
  if (offset) parts.container.classList.add(offset);
  const base = toSwiperOptions({ settings, parts, breakpoints: ctx.config.breakpoints, edit: ctx.config.edit });
  const labelled = parts.slides.every((slide) => slide.hasAttribute('aria-label'));
  const options: SwiperOptions = { ...base, modules: MODULES, a11y: toA11yOptions(toCarouselLabels(ctx.config.i18n), labelled), ...spec.extra };
  let swiper: Swiper | undefined;
  // A tap on an arrow between this task and Swiper's start (one the loader held while the chunk loaded is replayed right
  // after mount) is held too, then replayed to Swiper's own arrow listeners: without it, that first tap would be lost.
  let started = false;
  const early = holdClicks(root, (target) => !started && [parts.next, parts.prev].some((arrow) => arrow?.contains(target)), ctx.signal);
  ctx.readyWhen(yieldToBrowser().then(() => {
    if (ctx.signal.aborted) return;
    swiper = new Swiper(parts.container, options);
    return yieldToBrowser();
  }).then(() => {
    if (ctx.signal.aborted || !swiper) return;
    startSwiper(root, { swiper, settings, options, parts }, ctx, spec);
    started = true;
    early.release();
  }));
  return () => {
    // Torn down before the last task: Swiper never touched the markup.
    if (swiper?.initialized) swiper.destroy(true, true);
    for (const slide of parts.slides) {
      slide.removeAttribute('inert');
      slide.removeAttribute('aria-hidden');
    }
    parts.container.removeAttribute('data-wisp-carousel');
    parts.container.style.removeProperty('--wisp-slides');
    parts.container.style.removeProperty('--wisp-gap');
    if (offset) parts.container.classList.remove(offset);
    markWidget(root, false);
  };
}

/**
 * The whole module of a carousel widget that needs nothing of its own: settings read in its family's `dialect`, with
 * `forced` values the original imposes on top, mounted on `spec.container`.
 */
export function toCarouselModule(dialect: CarouselDialect, spec: CarouselMount, forced?: Partial<CarouselSettings>): WispModule<CarouselSettings> {
  return {
    parse: (raw) => {
      const result = toCarouselSettings(raw, dialect);
      return result.ok && forced ? { ...result, settings: { ...result.settings, ...forced } } : result;
    },
    mount: (root, settings, ctx) => mountCarousel(root, settings, ctx, spec),
  };
}
