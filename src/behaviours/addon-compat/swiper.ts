// `elementorFrontend.utils.swiper`: `await new Swiper(container, options)` gives a Swiper from wisp's own chunk.
import { toElement } from './jquery.ts';

type Bag = Record<string, unknown>;

/**
 * The page builder's carousels pass breakpoints as max-width steps with `handleElementorBreakpoints`; Swiper reads
 * min-width steps. Each step moves one breakpoint down (mobile's to 0), and its old key gets the base settings.
 */
export function toMinWidthBreakpoints(config: Bag, values: number[], named: Record<string, { value: number }>): Bag {
  const steps = config['breakpoints'];
  if (!config['handleElementorBreakpoints'] || typeof steps !== 'object' || steps === null) return config;
  const table = steps as Record<string, unknown>;
  for (const key of Object.keys(table)) {
    const at = Number.parseInt(key, 10);
    const near = (value: number | undefined) => value === at || value === at + 1;
    let target: number | undefined;
    if (near(named['mobile']?.value)) target = 0;
    else if (named['widescreen'] && near(named['widescreen'].value)) target = at;
    else target = values[values.findIndex(near) - 1];
    if (target === undefined) continue;
    table[target] = table[key];
    if (target !== at) table[key] = { slidesPerView: config['slidesPerView'], slidesPerGroup: config['slidesPerGroup'] || 1 };
  }
  return config;
}

type Breakpoints = { values: number[]; named: Record<string, { value: number }> };

/** A constructor that returns a promise, as the original's does: add-ons `await new Swiper(…)`. */
export function makeSwiperClass(readBreakpoints: () => Breakpoints) {
  return function CompatSwiper(container: unknown, options: unknown): Promise<unknown> {
    const element = toElement(container);
    const config = typeof options === 'object' && options !== null ? { ...(options as Bag) } : {};
    if (!element) return Promise.reject(new Error('swiper: no container element'));
    const { values, named } = readBreakpoints();
    toMinWidthBreakpoints(config, values, named);
    element.closest('.elementor-widget-wrap')?.classList.add('e-swiper-container');
    element.closest('.elementor-widget')?.classList.add('e-widget-swiper');
    return import('../../families/carousel/swiper.ts').then(({ Swiper, MODULES }) => {
      const modules = Array.isArray(config['modules']) ? config['modules'] : [];
      return new Swiper(element as HTMLElement, { ...config, modules: [...MODULES, ...modules] });
    });
  } as unknown as new (container: unknown, options: Record<string, unknown>) => Promise<unknown>;
}
