// The Swiper options and slide accessibility of the page builder's `CarouselBase`, as plain functions of the settings.
import { escapeHTML } from './escape.ts';

type Bag = Record<string, unknown>;

/** A number from a setting, or the fallback when it is missing, zero or not a number (the original's `+x || y`). */
export const toCount = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed !== 0 ? parsed : fallback;
};

export type CarouselInput = {
  settings: Bag;
  /** `config.responsive.activeBreakpoints`, smallest first as the page builder prints them. */
  active: Record<string, { value: number }>;
  i18n: Record<string, unknown>;
  id: string;
  spaceBetween(device?: string): number;
};

/** Per breakpoint (largest first, each inheriting the next larger): slides to show and to scroll. */
function toBreakpointSteps({ settings, active, spaceBetween }: CarouselInput, show: number): Record<number, Bag> {
  const steps: Record<number, Bag> = {};
  let last = show;
  for (const name of Object.keys(active).reverse()) {
    // Tablet and mobile have their own defaults, as the original.
    const fallback = name === 'mobile' ? 1 : name === 'tablet' ? (show === 1 ? 1 : 2) : last;
    const perView = toCount(settings[`slides_to_show_${name}`], fallback);
    const step: Bag = { slidesPerView: perView, slidesPerGroup: toCount(settings[`slides_to_scroll_${name}`], 1) };
    if (settings['image_spacing_custom']) step['spaceBetween'] = spaceBetween(name);
    steps[(active[name] as { value: number }).value] = step;
    last = perView;
  }
  return steps;
}

/** Arrows, dots (bullets labelled from the page's i18n, escaped), lazy images and screen-reader messages. */
function addControls(options: Bag, { settings, i18n, id }: CarouselInput): void {
  const navigation = settings['navigation'];
  if (navigation === 'arrows' || navigation === 'both') options['navigation'] = { prevEl: '.elementor-swiper-button-prev', nextEl: '.elementor-swiper-button-next' };
  if (navigation === 'dots' || navigation === 'both' || settings['pagination']) {
    const label = escapeHTML(i18n['a11yCarouselPaginationBulletMessage'] ?? 'Go to slide');
    options['pagination'] = {
      el: `.elementor-element-${id} .swiper-pagination`,
      type: settings['pagination'] || 'bullets',
      clickable: true,
      renderBullet: (index: number, className: string) =>
        `<span class="${escapeHTML(className)}" role="button" tabindex="0" data-bullet-index="${index}" aria-label="${label} ${index + 1}"></span>`,
    };
  }
  if (settings['lazyload'] === 'yes') options['lazy'] = { loadPrevNext: true, loadPrevNextAmount: 1 };
  const message = (key: string) => (typeof i18n[key] === 'string' ? i18n[key] : undefined);
  options['a11y'] = {
    enabled: true,
    prevSlideMessage: message('a11yCarouselPrevSlideMessage'),
    nextSlideMessage: message('a11yCarouselNextSlideMessage'),
    firstSlideMessage: message('a11yCarouselFirstSlideMessage'),
    lastSlideMessage: message('a11yCarouselLastSlideMessage'),
  };
}

/** The options `CarouselBase.getSwiperSettings()` returns, without the `on` callbacks the handler adds. */
export function toCarouselOptions(input: CarouselInput): Bag {
  const { settings } = input;
  const show = toCount(settings['slides_to_show'], 3);
  const options: Bag = { slidesPerView: show, loop: settings['infinite'] === 'yes', speed: settings['speed'], handleElementorBreakpoints: true };
  options['breakpoints'] = toBreakpointSteps(input, show);
  if (settings['autoplay'] === 'yes') options['autoplay'] = { delay: settings['autoplay_speed'], disableOnInteraction: settings['pause_on_interaction'] === 'yes' };
  if (show === 1) {
    options['effect'] = settings['effect'];
    if (settings['effect'] === 'fade') options['fadeEffect'] = { crossFade: true };
  } else options['slidesPerGroup'] = toCount(settings['slides_to_scroll'], 1);
  if (settings['image_spacing_custom']) options['spaceBetween'] = input.spaceBetween();
  addControls(options, input);
  // Offset sides: a sliver of the next slide shows, so the last one must still scroll.
  const side = settings['offset_sides'];
  if ((side === 'right' || side === 'both') && typeof options['slidesPerView'] === 'number') options['slidesPerView'] = show + 0.001;
  return options;
}

/** Slides outside the visible wrapper get `aria-hidden` and `inert`, as the original marks them after each change. */
export function markHiddenSlides(wrapper: HTMLElement | undefined, slides: Element[], activeIndex: number | undefined): void {
  if (!wrapper || typeof activeIndex !== 'number') return;
  const shift = Number.parseInt(/translate3d\(\s*(-?[\d.]+)px/.exec(wrapper.style.transform)?.[1] ?? '0', 10) || 0;
  for (const slide of slides) {
    if (!(slide instanceof HTMLElement)) continue;
    const left = slide.offsetLeft + shift;
    const inside = left >= 0 && left < wrapper.clientWidth;
    slide.toggleAttribute('inert', !inside);
    if (inside) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  }
}
