// Nested accordion: clicking title 2 opens item 2 (open attribute, aria-expanded) and, in the default one-open mode,
// closes item 1 once the height animation is over.
import type { Probe } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

export const probeNestedAccordion: Probe = async ({ page, root }) => {
  const items = root.locator('.e-n-accordion').first().locator('> details');
  if ((await items.count()) < 2) return skip('fewer than two items');
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse((await root.getAttribute('data-settings')) ?? '{}') as Record<string, unknown>;
  } catch {
    return skip('data-settings is not JSON');
  }
  const one = settings['max_items_expended'] !== 'multiple';
  const firstWasOpen = (await items.nth(0).getAttribute('open')) !== null;
  await clickLike(items.nth(1).locator('> summary'));
  const state = async (): Promise<string | null> => {
    const [open2, expanded2, open1, expanded1] = await Promise.all([
      items.nth(1).getAttribute('open'), items.nth(1).locator('> summary').getAttribute('aria-expanded'),
      items.nth(0).getAttribute('open'), items.nth(0).locator('> summary').getAttribute('aria-expanded'),
    ]);
    if (open2 === null || expanded2 !== 'true') return `item 2 open=${open2 !== null}, aria-expanded=${expanded2}`;
    if (one && firstWasOpen && (open1 !== null || expanded1 !== 'false')) return `item 1 still open=${open1 !== null}, aria-expanded=${expanded1}`;
    return null;
  };
  // 2.5 s: the default animation lasts 400 ms, a slow site may set more.
  const failure = await waitForCheck(page, state, 2500);
  return failure ? fail(`after clicking title 2: ${failure}`) : pass(`item 2 opened${one && firstWasOpen ? ', item 1 closed' : ''}`);
};
