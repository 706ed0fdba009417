// Nav menu: on desktop a pointer resting on a top item opens its submenu after SmartMenus' 250 ms and leaving closes it
// after 500 ms (+200 ms fade); on a phone the toggle opens and closes the dropdown (elementor-pro.md §6.1).
import type { Locator, Page } from '@playwright/test';
import type { Probe, ProbeResult } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

const READ_SUB = `(link) => {
  const sub = document.getElementById(link.getAttribute('aria-controls') || '');
  return { expanded: link.getAttribute('aria-expanded'), highlighted: link.classList.contains('highlighted'),
    hidden: sub ? sub.getAttribute('aria-hidden') : null, display: sub ? getComputedStyle(sub).display : null };
}`;

type SubState = { expanded: string | null; highlighted: boolean; hidden: string | null; display: string | null };

async function readSub(page: Page, linkId: string): Promise<SubState> {
  return (await page.evaluate(`(${READ_SUB})(document.getElementById(${JSON.stringify(linkId)}))`)) as SubState;
}

function checkSub(state: SubState, open: boolean): string | null {
  if (state.expanded !== String(open)) return `aria-expanded=${state.expanded}`;
  if (state.highlighted !== open) return `highlighted=${state.highlighted}`;
  if (state.hidden !== String(!open)) return `submenu aria-hidden=${state.hidden}`;
  if (open && state.display === 'none') return 'submenu still display:none';
  return null;
}

async function hoverAway(page: Page, link: Locator): Promise<void> {
  await page.mouse.move(1, 1);
  // Unstyled captured pages may leave the pointer over the menu: a pointerleave on the list is what the original hears.
  await link.evaluate((el) => el.closest('ul.elementor-nav-menu')?.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' })));
}

async function probeSubmenu(page: Page, root: Locator): Promise<ProbeResult> {
  const link = root.locator('nav.elementor-nav-menu--main ul.elementor-nav-menu > li > a.has-submenu').first();
  if ((await link.count()) === 0) return skip('no top item with a submenu in the main menu');
  const linkId = await link.getAttribute('id');
  if (!linkId || !(await link.getAttribute('aria-controls'))) return fail('parent link lacks an id or aria-controls after mount');
  await link.hover({ timeout: 3000 }).catch(() => link.dispatchEvent('pointerover', { pointerType: 'mouse' }));
  // 1 s: the 250 ms show delay plus slack for a loaded machine.
  const opened = await waitForCheck(page, async () => checkSub(await readSub(page, linkId), true), 1000);
  if (opened) return fail(`hovering the first parent item: ${opened}`);
  await hoverAway(page, link);
  const closed = await waitForCheck(page, async () => checkSub(await readSub(page, linkId), false), 1500);
  return closed ? fail(`leaving the menu: ${closed}`) : pass('submenu opened on hover (aria-expanded, highlighted) and closed after leaving');
}

async function probeToggle(page: Page, root: Locator): Promise<ProbeResult> {
  const toggle = root.locator('.elementor-menu-toggle').first();
  const dropdown = root.locator('nav.elementor-nav-menu--dropdown').first();
  if ((await toggle.count()) === 0 || (await dropdown.count()) === 0) return skip('no mobile toggle and dropdown');
  const state = async (open: boolean): Promise<string | null> => {
    const [active, expanded, hidden, tabindex] = await Promise.all([
      toggle.evaluate((el) => el.classList.contains('elementor-active')), toggle.getAttribute('aria-expanded'),
      dropdown.getAttribute('aria-hidden'), dropdown.locator('a').first().getAttribute('tabindex').catch(() => null),
    ]);
    if (active !== open) return `toggle elementor-active=${active}`;
    if (expanded !== String(open)) return `toggle aria-expanded=${expanded}`;
    if (hidden !== String(!open)) return `dropdown aria-hidden=${hidden}`;
    if (tabindex !== null && tabindex !== (open ? '0' : '-1')) return `dropdown link tabindex=${tabindex}`;
    return null;
  };
  const initial = await state(false);
  if (initial) return fail(`on load: ${initial}`);
  await clickLike(toggle);
  const opened = await waitForCheck(page, () => state(true), 1000);
  if (opened) return fail(`after clicking the toggle: ${opened}`);
  await clickLike(toggle);
  const closed = await waitForCheck(page, () => state(false), 1000);
  return closed ? fail(`after clicking the toggle again: ${closed}`) : pass('toggle opened and closed the dropdown (class, aria-expanded, aria-hidden, tabindex)');
}

export const probeNavMenu: Probe = async ({ page, root, viewport }) => (viewport === 'mobile' ? probeToggle(page, root) : probeSubmenu(page, root));
