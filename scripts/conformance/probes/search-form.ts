// Search form: the full-screen skin opens on its toggle (focus in the input) and closes on Escape; the other skins
// mark the form with elementor-search-form--focus while the input has focus (elementor-pro.md §8).
import type { Locator, Page } from '@playwright/test';
import type { Probe, ProbeResult } from '../probes.ts';
import { clickLike, fail, pass, waitForCheck } from './wait.ts';

const OPEN = 'elementor-search-form--full-screen';

const hasClass = async (target: Locator, name: string): Promise<boolean> => new RegExp(`\\b${name}\\b`).test((await target.getAttribute('class')) ?? '');
const isFocused = (input: Locator): Promise<boolean> => input.evaluate((el) => el === document.activeElement);

async function probeFullScreen(page: Page, root: Locator): Promise<ProbeResult> {
  const toggle = root.locator('.elementor-search-form__toggle').first();
  const container = root.locator('.elementor-search-form__container').first();
  const input = root.locator('input.elementor-search-form__input').first();
  await clickLike(toggle);
  const opened = await waitForCheck(page, async () => {
    if (!(await hasClass(container, OPEN))) return `container lacks ${OPEN}`;
    return (await isFocused(input)) ? null : 'the input is not focused';
  }, 1000);
  if (opened) return fail(`after clicking the toggle: ${opened}`);
  await page.keyboard.press('Escape');
  const closed = await waitForCheck(page, async () => ((await hasClass(container, OPEN)) ? `container still has ${OPEN}` : null), 1000);
  return closed ? fail(`after Escape: ${closed}`) : pass('full screen opened with focus in the input and closed on Escape');
}

async function probeFocusClass(page: Page, root: Locator): Promise<ProbeResult> {
  const form = root.locator('.elementor-search-form').first();
  const input = root.locator('input.elementor-search-form__input').first();
  await input.focus();
  const focused = await waitForCheck(page, async () => ((await hasClass(form, 'elementor-search-form--focus')) ? null : 'form lacks elementor-search-form--focus'), 1000);
  if (focused) return fail(`after focusing the input: ${focused}`);
  await input.blur();
  const blurred = await waitForCheck(page, async () => ((await hasClass(form, 'elementor-search-form--focus')) ? 'form keeps elementor-search-form--focus' : null), 1000);
  return blurred ? fail(`after blurring the input: ${blurred}`) : pass('focus class set on focus and removed on blur');
}

export const probeSearchForm: Probe = async ({ page, root }) => {
  // The skin is a setting (`skin`), not the data-widget_type suffix, which stays `default`.
  const fullScreen = /"skin":\s*"full_screen"/.test((await root.getAttribute('data-settings')) ?? '');
  return fullScreen ? probeFullScreen(page, root) : probeFocusClass(page, root);
};
