// Counter: once the number is in view it ends on its data-to-value, written as the original writes it (decimals of
// the target as printed, the thousands delimiter between groups of the whole part).
import type { Probe } from '../probes.ts';
import { fail, pass, skip, waitForCheck } from './wait.ts';

/** The final text, computed here on its own so the probe does not share wisp's formatting code. */
function expectedText(to: string, delimiter: string): string {
  const decimals = /\.(\d*)$/.exec(to)?.[1]?.length ?? 0;
  const text = decimals > 0 ? Number(to).toFixed(decimals) : String(Number.parseInt(to, 10));
  const [whole = '', fraction] = text.split('.');
  const grouped = delimiter ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter) : whole;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export const probeCounter: Probe = async ({ page, root }) => {
  const number = root.locator('.elementor-counter-number').first();
  const to = (await number.getAttribute('data-to-value')) ?? '';
  if (!Number.isFinite(Number.parseFloat(to))) return skip(`data-to-value ${JSON.stringify(to)} is not a number`);
  const expected = expectedText(to, (await number.getAttribute('data-delimiter')) ?? '');
  const duration = Number((await number.getAttribute('data-duration')) ?? 500) || 500;
  await number.scrollIntoViewIfNeeded().catch(() => undefined);
  const failure = await waitForCheck(page, async () => {
    const text = ((await number.textContent()) ?? '').trim();
    return text === expected ? null : `shows ${JSON.stringify(text)}, expected ${JSON.stringify(expected)}`;
  }, duration + 3000);
  return failure ? fail(failure) : pass(`ended on ${expected}`);
};
