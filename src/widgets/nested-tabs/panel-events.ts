// The page builder's window events around a nested tab panel being shown, which site code and add-ons listen for.
// Kept out of core/schema.ts on purpose: that module is part of the loader, and only lazily loaded chunks need these.
import { BUILDER_EVENT } from '../../shared/names.ts';
import { isRecord } from '../../shared/guards.ts';

export const PANEL_EVENT = {
  /** Detail: the panel just shown. Galleries and carousels inside it re-measure on it. */
  nestedTabsActivate: 'elementor/nested-tabs/activate',
  bgVideoRecalc: 'elementor/bg-video/recalc',
  /** Detail: `{ widgetId, titleIndex }`; the original routes Enter and Space on a title through it. */
  activateByKeyboard: 'elementor/nested-elements/activate-by-keyboard',
} as const;

/**
 * A Swiper that was set up while its panel was hidden measured nothing; the original starts every one inside a
 * newly shown panel again. Instances are the page's own (`element.swiper`), so they are treated as untrusted.
 */
function restartSwipers(panel: HTMLElement): void {
  // `swiper` since the Swiper 8 upgrade, `swiper-container` before it (the config's `swiperClass`).
  for (const element of panel.querySelectorAll('.swiper, .swiper-container')) {
    const instance: unknown = (element as unknown as { swiper?: unknown }).swiper;
    if (!isRecord(instance) || typeof instance['init'] !== 'function') continue;
    try {
      instance['initialized'] = false;
      (instance['init'] as () => void).call(instance);
    } catch (error) {
      console.error('[wisp] nested-tabs: a carousel in the panel could not be started again', element, error);
    }
  }
}

/** After a panel became visible: motion effects, carousels, galleries and background videos measure again. */
export function announcePanelShown(panel: HTMLElement): void {
  restartSwipers(panel);
  window.dispatchEvent(new CustomEvent(BUILDER_EVENT.motionFxRecalc));
  window.dispatchEvent(new CustomEvent(PANEL_EVENT.nestedTabsActivate, { detail: panel }));
  window.dispatchEvent(new CustomEvent(PANEL_EVENT.bgVideoRecalc));
}
