// Alert: a click on the dismiss button hides the whole widget (after the original's 400 ms fade).
import type { Probe } from '../probes.ts';
import { clickLike, fail, pass, skip, waitForCheck } from './wait.ts';

export const probeAlert: Probe = async ({ page, root }) => {
  const dismiss = root.locator('.elementor-alert-dismiss').first();
  if ((await dismiss.count()) === 0) return skip('no dismiss button (an alert without one stays by design)');
  await clickLike(dismiss);
  const failure = await waitForCheck(page, async () => ((await root.isHidden()) ? null : 'the alert is still visible'), 1500);
  return failure ? fail(`after dismissing: ${failure}`) : pass('dismissed and hidden');
};
