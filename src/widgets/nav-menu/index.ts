// Nav menu (`nav-menu`): SmartMenus-style dropdowns on the main and mobile menus, the mobile toggle, anchor highlighting.
import type { MountContext, WispModule } from '../../core/types.ts';
import { parse, type NavMenuSettings } from './settings.ts';
import { startMenu } from './submenus.ts';
import { startToggle } from './toggle.ts';
import { startAnchorHighlight } from './anchors.ts';

type Parts = {
  main: HTMLUListElement | null;
  toggle: HTMLElement | null;
  dropdown: HTMLElement | null;
  dropdownList: HTMLUListElement | null;
};

function collect(ctx: MountContext): Parts | string {
  const main = ctx.own<HTMLUListElement>('nav.elementor-nav-menu--main ul.elementor-nav-menu')[0] ?? null;
  const toggle = ctx.own('.elementor-menu-toggle')[0] ?? null;
  const dropdown = ctx.own('nav.elementor-nav-menu--dropdown')[0] ?? null;
  const dropdownList = dropdown?.querySelector<HTMLUListElement>('ul.elementor-nav-menu') ?? null;
  if (!main && !dropdownList) return 'no ul.elementor-nav-menu in a nav.elementor-nav-menu--main or --dropdown';
  if (toggle && !dropdownList) return '.elementor-menu-toggle has no nav.elementor-nav-menu--dropdown with a menu to open';
  return { main, toggle, dropdown, dropdownList };
}

const navMenu: WispModule<NavMenuSettings> = {
  parse,
  mount(root, settings, ctx) {
    const parts = collect(ctx);
    if (typeof parts === 'string') return ctx.warn('markup', parts), false;
    const icon = settings.submenu_icon.value;
    if (parts.main) {
      const vertical = settings.layout === 'vertical' || parts.main.classList.contains('sm-vertical');
      startMenu(parts.main, { collapsible: false, vertical }, `${ctx.id}1`, icon, ctx.signal);
      startAnchorHighlight([...parts.main.querySelectorAll<HTMLAnchorElement>('a.elementor-item-anchor')], ctx.signal);
    }
    const dropdownMenu = parts.dropdownList
      ? startMenu(parts.dropdownList, { collapsible: true, vertical: true }, `${ctx.id}2`, icon, ctx.signal)
      : null;
    if (parts.toggle && parts.dropdown) {
      const toggleParts = { root, toggle: parts.toggle, dropdown: parts.dropdown, stretch: settings.full_width === 'stretch' };
      startToggle(toggleParts, () => dropdownMenu?.closeAll(), ctx.signal);
    }
  },
};

export default navMenu;
