// Menu cart: clicking the toggle shows the cart (elementor-menu-cart--shown, aria-expanded, aria-hidden) and Escape
// hides it again (elementor-pro.md §8). Hover-mode carts open on the click too, as the original binds both.
import type { Locator } from '@playwright/test';
import type { Probe } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

async function state(root: Locator, toggle: Locator, open: boolean): Promise<string | null> {
  const [rootClass, expanded, hidden] = await Promise.all([
    root.getAttribute('class'), toggle.getAttribute('aria-expanded'),
    root.locator('.elementor-menu-cart__main').first().getAttribute('aria-hidden'),
  ]);
  if (/\belementor-menu-cart--shown\b/.test(rootClass ?? '') !== open) return `root elementor-menu-cart--shown=${!open}`;
  if (expanded !== String(open)) return `toggle aria-expanded=${expanded}`;
  if (hidden !== String(!open)) return `cart aria-hidden=${hidden}`;
  return null;
}

export const probeMenuCart: Probe = async ({ page, root }) => {
  const toggle = root.locator('#elementor-menu-cart__toggle_button').first();
  if ((await toggle.count()) === 0) return skip('no toggle button (the cart is hidden by the store)');
  await clickLike(toggle);
  const opened = await waitForCheck(page, () => state(root, toggle, true), 1000);
  if (opened) return fail(`after clicking the toggle: ${opened}`);
  await page.keyboard.press('Escape');
  const closed = await waitForCheck(page, () => state(root, toggle, false), 1000);
  return closed ? fail(`after Escape: ${closed}`) : pass('the cart opened on the toggle and closed on Escape');
};
