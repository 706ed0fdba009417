// Mega menu (`mega-menu`, `.elementor-widget-n-menu`): items open on hover or click, keyboard, stretch, mobile dropdown.
import type { MountContext, WispModule } from '../../core/types.ts';
import { parse, type MegaMenuSettings } from './settings.ts';
import { toItems, type MenuItem } from './items.ts';
import { startClicks, startHover, type OpenMode } from './pointer.ts';
import { startKeys } from './keys.ts';
import { isDropdownLayout, placeContent, startToggle, stretch, watchLayout, type LayoutParts } from './layout.ts';

// Devices on which the original always opens on click.
const TOUCH_DEVICES = new Set(['mobile', 'mobile_extra', 'tablet', 'tablet_extra']);

function collectItems(ctx: MountContext): MenuItem[] {
  return ctx.own('.e-n-menu-title').map((title) => {
    const icon = title.querySelector<HTMLElement>('.e-n-menu-dropdown-icon');
    const index = icon?.getAttribute('data-tab-index') ?? '';
    const box = title.parentElement?.querySelector<HTMLElement>(':scope > .e-n-menu-content');
    const content = [...(box?.children ?? [])].find((child) => child.getAttribute('data-tab-index') === index) as HTMLElement | undefined;
    return { index, title, icon, content: index && content ? content : null };
  });
}

function collect(ctx: MountContext): { layout: LayoutParts; heading: HTMLElement; items: MenuItem[] } | string {
  const menu = ctx.own('.e-n-menu')[0];
  const wrapper = ctx.own('.e-n-menu-wrapper')[0];
  const heading = ctx.own('.e-n-menu-heading')[0];
  if (!menu || !wrapper || !heading) return 'no .e-n-menu > .e-n-menu-wrapper > .e-n-menu-heading';
  const items = collectItems(ctx);
  if (items.length === 0) return 'no .e-n-menu-title items';
  return { layout: { menu, wrapper, toggle: ctx.own('.e-n-menu-toggle')[0] ?? null }, heading, items };
}

function toMode(settings: MegaMenuSettings, ctx: MountContext, parts: LayoutParts): OpenMode {
  const click = TOUCH_DEVICES.has(ctx.device()) || settings.open_on !== 'hover' || settings.item_layout === 'dropdown' || isDropdownLayout(parts);
  return click ? 'click' : 'hover';
}

const megaMenu: WispModule<MegaMenuSettings> = {
  parse,
  mount(root, settings, ctx) {
    const parts = collect(ctx);
    if (typeof parts === 'string') return ctx.warn('markup', parts), false;
    const { layout, heading, signal } = { ...parts, signal: ctx.signal };
    const refit = () => { if (settings.content_width === 'full_width') stretch(layout); };
    const items = toItems(parts.items, settings.open_animation, (item) => {
      placeContent(item, settings, layout);
      dispatchEvent(new CustomEvent('elementor-pro/motion-fx/recalc'));
      dispatchEvent(new CustomEvent('elementor/nested-tabs/activate', { detail: item.content }));
      ctx.emit('mega-menu-open', { index: item.index });
    });
    const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
    layout.menu.setAttribute('data-touch-mode', String(TOUCH_DEVICES.has(ctx.device()) || coarse));
    const mode = () => toMode(settings, ctx, layout);
    watchLayout(layout, () => (items.close(), refit()), signal);
    refit();
    addEventListener('resize', refit, { signal });
    startToggle(layout, refit, signal);
    startHover(items, mode, signal);
    startClicks(root, items, mode, signal);
    startKeys(root, heading, items, signal, layout.toggle);
  },
};

export default megaMenu;
