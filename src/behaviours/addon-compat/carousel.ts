// `SwiperBase` and `CarouselBase`: the carousel handler classes add-ons extend, on wisp's own Swiper.
import type { Base } from './handlers.ts';
import { toElement, type JQueryObject } from './jquery.ts';
import { frontendApi } from './frontend-ref.ts';
import { markHiddenSlides, toCarouselOptions, toCount } from './carousel-options.ts';

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

/**
 * Made on top of whichever `Base` the page already has (the early script's, or this chunk's), so every add-on class
 * shares one hierarchy; the early script leaves these out to stay small.
 */
export function makeCarouselClasses(BaseClass: typeof Base) {
  class SwiperBase extends BaseClass {
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

    /** Moves the Ken Burns class to the active slide's background. */
    handleKenBurns(): void {
      const classes = (this.getSettings('classes') ?? {}) as Record<string, string>;
      const active = classes['kenBurnsActive'] ?? 'elementor-ken-burns--active';
      (this['$activeImageBg'] as JQueryObject | undefined)?.removeClass(active);
      this['activeItemIndex'] = this.swiper ? this.swiper.activeIndex : this.getInitialSlide();
      const slides = this.swiper ? Array.from(this.swiper.slides) : Array.from({ length: this.getSlidesCount() }, (_, i) => toElement(((this.elements ?? {})['$slides'] as JQueryObject)[i]));
      const slide = slides[this['activeItemIndex'] as number];
      const background = slide ? [...slide.children].find((child) => child.classList.contains(classes['slideBackground'] ?? '')) : undefined;
      background?.classList.add(active);
      this['$activeImageBg'] = background ? { removeClass: (name: string) => background.classList.remove(name) } : undefined;
    }
  }

  class CarouselBase extends SwiperBase {
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
      const control = (frontendApi().utils as unknown as { controls: { getResponsiveControlValue(s: Bag, k: string, sub: string, d: string | null): unknown } }).controls;
      return Number(control.getResponsiveControlValue(this.getElementSettings() as Bag, 'image_spacing_custom', 'size', device)) || 0;
    }

    getOffsetWidth(): unknown {
      const control = (frontendApi().utils as unknown as { controls: { getResponsiveControlValue(s: Bag, k: string, sub: string, d: string): unknown } }).controls;
      return control.getResponsiveControlValue(this.getElementSettings() as Bag, 'offset_width', 'size', frontendApi().getCurrentDeviceMode()) || 0;
    }

    /** The original's options from the element's settings, with its slide-change and init callbacks. */
    getSwiperSettings(): Bag {
      const config = frontendApi().config;
      const options = toCarouselOptions({
        settings: this.getElementSettings() as Bag,
        active: ((config['responsive'] as Bag | undefined)?.['activeBreakpoints'] ?? {}) as Record<string, { value: number }>,
        i18n: (config['i18n'] ?? {}) as Bag,
        id: String(this.getID()),
        spaceBetween: (device?: string) => this.getSpaceBetween(device ?? null),
      });
      const side = (this.getElementSettings() as Bag)['offset_sides'];
      if (side === 'left' || side === 'right' || side === 'both') this.addClassToSwiperContainer(`offset-${side}`);
      options['on'] = {
        slideChange: () => {
          this.a11ySetPaginationTabindex();
          this.handleElementHandlers();
          this.a11ySetSlideAriaHidden();
        },
        init: () => {
          this.a11ySetPaginationTabindex();
          this.a11ySetSlideAriaHidden('initialisation');
        },
      };
      return options;
    }

    addClassToSwiperContainer(className: string): void {
      toElement(((this.elements ?? this.getDefaultElements())['$swiperContainer'] as JQueryObject | undefined))?.classList.add(className);
    }

    /** Only the active bullet stays in the tab order. */
    a11ySetPaginationTabindex(): void {
      const params = (this.swiper?.params['pagination'] ?? {}) as Record<string, string>;
      for (const bullet of this.getPaginationBullets() as Array<Element | null>) {
        if (bullet && !bullet.classList.contains(params['bulletActiveClass'] ?? 'swiper-pagination-bullet-active')) bullet.removeAttribute('tabindex');
      }
    }

    a11ySetSlideAriaHidden(status = ''): void {
      const elements = this.elements ?? {};
      const wrapper = toElement(elements['$swiperWrapper']) as HTMLElement | null;
      const slides = Array.from({ length: (elements['$slides'] as JQueryObject | undefined)?.length ?? 0 }, (_, i) => toElement((elements['$slides'] as JQueryObject)[i]));
      markHiddenSlides(wrapper ?? undefined, slides.filter((slide): slide is Element => slide !== null), status === 'initialisation' ? 0 : this.swiper?.activeIndex);
    }

    onFocusDisableAutoplay(): void {
      this.swiper?.autoplay?.stop();
    }

    /** Live settings changes happen in the editor only; kept so add-ons' `super` calls resolve. */
    updateSwiperOption(name: string): void {
      const value = (this.getElementSettings() as Bag)[name];
      const params = this.swiper?.params;
      if (!params) return;
      if (name === 'autoplay_speed') (params['autoplay'] as Bag)['delay'] = value;
      if (name === 'speed') params['speed'] = value;
      this.swiper?.update();
    }

    updateSpaceBetween(name: string): void {
      const device = /image_spacing_custom_(.*)/.exec(name)?.[1] ?? 'desktop';
      if (!this.swiper) return;
      this.swiper.params['spaceBetween'] = this.getSpaceBetween(device);
      this.swiper.update();
    }

    onEditSettingsChange(name: string): void {
      if (name === 'activeItemIndex') (this.swiper as unknown as { slideToLoop?(index: number): void })?.slideToLoop?.(toCount(this.getEditSettings('activeItemIndex'), 1) - 1);
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
      (elements['$paginationWrapper'] as JQueryObject | undefined)?.on('keydown', '.swiper-pagination-bullet', onKey);
      this.$element.find('a, button, input, [tabindex]').on('focus', () => this.onFocusDisableAutoplay());
    }

    unbindEvents(): void {
      const elements = this.elements ?? {};
      (elements['$swiperArrows'] as JQueryObject | undefined)?.off();
      (elements['$swiperContainer'] as JQueryObject | undefined)?.off();
      (elements['$paginationWrapper'] as JQueryObject | undefined)?.off();
      this.$element.find('a, button, input, [tabindex]').off('focus');
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

  return { SwiperBase, CarouselBase };
}
