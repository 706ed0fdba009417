// Mega menu: on desktop the first item with content opens (hover or its dropdown icon, per `open_on`) with
// aria-expanded and e-active and closes again; on a phone the dropdown toggle flips aria-expanded (elementor-pro.md §6.2).
import type { Locator, Page } from '@playwright/test';
import type { Probe, ProbeResult } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

async function isHoverMode(root: Locator): Promise<boolean> {
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse((await root.getAttribute('data-settings')) ?? '{}') as Record<string, unknown>;
  } catch {
    settings = {};
  }
  // An unstyled page shows the toggle, so the menu reports the dropdown layout, where the original opens on click.
  const layout = await root.locator('.e-n-menu').first().getAttribute('data-layout');
  return (settings['open_on'] ?? 'hover') === 'hover' && settings['item_layout'] !== 'dropdown' && layout !== 'dropdown';
}

async function itemState(icon: Locator, content: Locator, open: boolean): Promise<string | null> {
  const [expanded, contentClass] = await Promise.all([icon.getAttribute('aria-expanded'), content.getAttribute('class')]);
  if (expanded !== String(open)) return `dropdown icon aria-expanded=${expanded}`;
  if (/\be-active\b/.test(contentClass ?? '') !== open) return `content e-active=${!open}`;
  return null;
}

async function probeItem(page: Page, root: Locator): Promise<ProbeResult> {
  const icon = root.locator('.e-n-menu-title .e-n-menu-dropdown-icon[data-tab-index]').first();
  if ((await icon.count()) === 0) return skip('no item with a dropdown');
  const index = (await icon.getAttribute('data-tab-index')) ?? '';
  const content = root.locator(`.e-n-menu-content > [data-tab-index="${index.replace(/[^0-9]/g, '')}"]`).first();
  if ((await content.count()) === 0) return skip('the first dropdown item has no content');
  const title = icon.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " e-n-menu-title ")][1]');
  const hover = await isHoverMode(root);
  if (hover) await title.hover({ timeout: 3000 }).catch(() => title.dispatchEvent('mouseenter', undefined, { timeout: 3000 }));
  else await clickLike(icon);
  const opened = await waitForCheck(page, () => itemState(icon, content, true), 1000);
  if (opened) return fail(`after ${hover ? 'hovering' : 'clicking'} item ${index}: ${opened}`);
  if (hover) {
    await page.mouse.move(1, 1);
    await title.evaluate((el) => el.parentElement?.dispatchEvent(new MouseEvent('mouseleave', { clientX: 1, clientY: 1 })));
  } else await clickLike(icon);
  const closed = await waitForCheck(page, () => itemState(icon, content, false), 1000);
  return closed ? fail(`closing item ${index}: ${closed}`) : pass(`item ${index} opened and closed by ${hover ? 'hover' : 'click'}`);
}

async function probeToggle(page: Page, root: Locator): Promise<ProbeResult> {
  const toggle = root.locator('.e-n-menu-toggle').first();
  if ((await toggle.count()) === 0) return skip('no dropdown toggle');
  const expanded = async (open: boolean) => {
    const value = await toggle.getAttribute('aria-expanded');
    return value === String(open) ? null : `toggle aria-expanded=${value}`;
  };
  await clickLike(toggle);
  const opened = await waitForCheck(page, () => expanded(true), 1000);
  if (opened) return fail(`after clicking the toggle: ${opened}`);
  await clickLike(toggle);
  const closed = await waitForCheck(page, () => expanded(false), 1000);
  return closed ? fail(`after clicking the toggle again: ${closed}`) : pass('the dropdown toggle opened and closed');
}

export const probeMegaMenu: Probe = async ({ page, root, viewport }) => (viewport === 'mobile' ? probeToggle(page, root) : probeItem(page, root));
