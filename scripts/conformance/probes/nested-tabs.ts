// Nested tabs: clicking title 2 selects it (aria-selected, roving tabindex, e-active on its panel) and deselects
// title 1; an arrow key then moves focus to the next title without selecting it.
import type { Probe } from '../probes.ts';
import { clickLike, fail, focusedId, pass, skip, waitForCheck } from './wait.ts';

export const probeNestedTabs: Probe = async ({ page, root }) => {
  const titles = root.locator('.e-n-tabs-heading').first().locator('> .e-n-tab-title');
  const panels = root.locator('.e-n-tabs-content').first().locator('> .e-con');
  if ((await titles.count()) < 2 || (await panels.count()) < 2) return skip('fewer than two tabs');
  if (!/\be-activated\b/.test((await root.locator('.e-n-tabs').first().getAttribute('class')) ?? '')) return fail('.e-n-tabs lacks e-activated after mount');
  await clickLike(titles.nth(1));
  const state = async (): Promise<string | null> => {
    const [selected1, selected2, tabindex2, panel1, panel2] = await Promise.all([
      titles.nth(0).getAttribute('aria-selected'), titles.nth(1).getAttribute('aria-selected'), titles.nth(1).getAttribute('tabindex'),
      panels.nth(0).getAttribute('class'), panels.nth(1).getAttribute('class'),
    ]);
    if (selected2 !== 'true' || tabindex2 !== '0') return `title 2 has aria-selected=${selected2}, tabindex=${tabindex2}`;
    if (selected1 !== 'false') return `title 1 still has aria-selected=${selected1}`;
    if (!/\be-active\b/.test(panel2 ?? '')) return 'panel 2 lacks e-active';
    if (/\be-active\b/.test(panel1 ?? '')) return 'panel 1 still has e-active';
    return null;
  };
  // 1 s: the accordion layout waits 10 ms before showing the panel.
  const failure = await waitForCheck(page, state, 1000);
  if (failure) return fail(`after clicking title 2: ${failure}`);
  const next = titles.nth((await titles.count()) > 2 ? 2 : 0);
  await titles.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  const nextId = (await next.getAttribute('id')) ?? '';
  if ((await focusedId(page)) !== nextId) return fail(`ArrowDown on title 2 focused #${await focusedId(page)}, not #${nextId}`);
  if ((await next.getAttribute('aria-selected')) !== 'false') return fail('ArrowDown selected the next title instead of only focusing it');
  return pass('title 2 selected with its panel; ArrowDown moved focus without selecting');
};
