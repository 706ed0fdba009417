// `SwiperBase` and `CarouselBase`: the carousel handler classes add-ons extend, on wisp's own Swiper.
import { Base } from './handlers.ts';
import { toElement, type JQueryObject } from './jquery.ts';
import { frontendApi } from './frontend-ref.ts';

type Bag = Record<string, unknown>;
type SwiperLike = {
  activeIndex: number;
  slides: ArrayLike<Element>;
  params: Bag;
  autoplay?: { start(): void; stop(): void };
  slideNext(): void;
  slidePrev(): void;
  update(): void;
};

export class SwiperBase extends Base {
  declare swiper?: SwiperLike;

  getInitialSlide(): number {
    const active = (this.getEditSettings() as Bag)['activeItemIndex'];
    return typeof active === 'number' && active > 0 ? active - 1 : 0;
  }

  getSlidesCount(): number {
    return ((this.elements ?? {})['$slides'] as JQueryObject | undefined)?.length ?? 0;
  }

  togglePauseOnHover(on: boolean): void {
    const container = (this.elements ?? {})['$swiperContainer'] as JQueryObject | undefined;
    if (!container) return;
    if (!on) return void container.off('mouseenter mouseleave');
    container.on({ mouseenter: () => this.swiper?.autoplay?.stop(), mouseleave: () => this.swiper?.autoplay?.start() });
  }
}

const num = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed !== 0 ? parsed : fallback;
};

export class CarouselBase extends SwiperBase {
  override getDefaultSettings(): unknown {
    return {
      selectors: {
        carousel: '.swiper, .swiper-container',
        swiperWrapper: '.swiper-wrapper',
        slideContent: '.swiper-slide',
        swiperArrow: '.elementor-swiper-button',
        paginationWrapper: '.swiper-pagination',
        paginationBullet: '.swiper-pagination-bullet',
        paginationBulletWrapper: '.swiper-pagination-bullets',
      },
    };
  }

  override getDefaultElements(): Bag {
    const selectors = this.getSettings('selectors') as Record<string, string>;
    const find = (key: string) => this.$element.find(selectors[key] ?? '');
    const container = find('carousel');
    return {
      $swiperContainer: container,
      $swiperWrapper: find('swiperWrapper'),
      $swiperArrows: find('swiperArrow'),
      $paginationWrapper: find('paginationWrapper'),
      $paginationBullets: find('paginationBullet'),
      $paginationBulletWrapper: find('paginationBulletWrapper'),
      $slides: container.find(selectors['slideContent'] ?? ''),
    };
  }

  getSpaceBetween(device: string | null = null): number {
    const settings = this.getElementSettings() as Bag;
    const key = device && device !== 'desktop' ? `image_spacing_custom_${device}` : 'image_spacing_custom';
    const value = settings[key] ?? settings['image_spacing_custom'];
    return num((value as Bag | undefined)?.['size'], 0);
  }

  /** The original's options from the element's settings: per-breakpoint slides, autoplay, arrows, dots, spacing. */
  getSwiperSettings(): Bag {
    const settings = this.getElementSettings() as Bag;
    const show = num(settings['slides_to_show'], 3);
    const options: Bag = { slidesPerView: show, loop: settings['infinite'] === 'yes', speed: settings['speed'], handleElementorBreakpoints: true };
    const active = (((frontendApi().config['responsive'] as Bag | undefined)?.['activeBreakpoints'] ?? {}) as Record<string, { value: number }>);
    const breakpoints: Record<number, Bag> = {};
    let last = show;
    for (const name of Object.keys(active).reverse()) {
      const fallback = name === 'mobile' ? 1 : name === 'tablet' ? (show === 1 ? 1 : 2) : last;
      const perView = num(settings[`slides_to_show_${name}`], fallback);
      breakpoints[(active[name] as { value: number }).value] = { slidesPerView: perView, slidesPerGroup: num(settings[`slides_to_scroll_${name}`], 1) };
      last = perView;
    }
    options['breakpoints'] = breakpoints;
    if (settings['autoplay'] === 'yes') options['autoplay'] = { delay: settings['autoplay_speed'], disableOnInteraction: settings['pause_on_interaction'] === 'yes' };
    if (show === 1) options['effect'] = settings['effect'];
    else options['slidesPerGroup'] = num(settings['slides_to_scroll'], 1);
    if (settings['image_spacing_custom']) options['spaceBetween'] = this.getSpaceBetween();
    const navigation = settings['navigation'];
    if (navigation === 'arrows' || navigation === 'both') options['navigation'] = { prevEl: '.elementor-swiper-button-prev', nextEl: '.elementor-swiper-button-next' };
    if (navigation === 'dots' || navigation === 'both' || settings['pagination']) {
      options['pagination'] = { el: `.elementor-element-${String(this.getID())} .swiper-pagination`, type: settings['pagination'] || 'bullets', clickable: true };
    }
    options['a11y'] = { enabled: true };
    return options;
  }

  override async onInit(...args: unknown[]): Promise<void> {
    super.onInit(...args);
    const elements = this.elements ?? {};
    if (!(elements['$swiperContainer'] as JQueryObject).length || (elements['$slides'] as JQueryObject).length < 2) return;
    await this.initSwiper();
    if ((this.getElementSettings() as Bag)['pause_on_hover'] === 'yes') this.togglePauseOnHover(true);
  }

  async initSwiper(): Promise<void> {
    const Swiper = frontendApi().utils.swiper;
    const container = (this.elements ?? {})['$swiperContainer'] as JQueryObject;
    this.swiper = (await new Swiper(container, this.getSwiperSettings())) as SwiperLike;
    if (typeof container.data === 'function') (container as unknown as { data(key: string, value: unknown): void }).data('swiper', this.swiper);
  }

  override bindEvents(): void {
    const elements = this.elements ?? {};
    const onKey = (event: unknown) => this.onDirectionArrowKeydown(event);
    (elements['$swiperArrows'] as JQueryObject | undefined)?.on('keydown', onKey);
    (elements['$swiperContainer'] as JQueryObject | undefined)?.on('keydown', '.swiper-slide', onKey);
  }

  unbindEvents(): void {
    const elements = this.elements ?? {};
    (elements['$swiperArrows'] as JQueryObject | undefined)?.off();
    (elements['$swiperContainer'] as JQueryObject | undefined)?.off();
  }

  onDirectionArrowKeydown(event: unknown): boolean | void {
    const code = ((event as { originalEvent?: KeyboardEvent }).originalEvent ?? (event as KeyboardEvent)).code;
    if (code !== 'ArrowLeft' && code !== 'ArrowRight') return true;
    const rtl = frontendApi().config['is_rtl'] === true;
    if ((code === 'ArrowLeft') !== rtl) this.swiper?.slidePrev();
    else this.swiper?.slideNext();
  }

  getChangeableProperties(): Record<string, string> {
    return { pause_on_hover: 'pauseOnHover', autoplay_speed: 'delay', speed: 'speed', arrows_position: 'arrows_position' };
  }

  getPaginationBullets(type = 'array'): unknown {
    const bullets = this.$element.find(this.getSettings('selectors.paginationBullet') as string);
    return type === 'array' ? Array.from({ length: bullets.length }, (_, index) => toElement(bullets[index])) : bullets;
  }

  handleElementHandlers(): void {}
}
