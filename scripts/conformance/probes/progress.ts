// Progress: once the bar is in view its inline width is its data-max percentage.
import type { Probe } from '../probes.ts';
import { fail, pass, skip, waitForCheck } from './wait.ts';

export const probeProgress: Probe = async ({ page, root }) => {
  const bar = root.locator('.elementor-progress-bar').first();
  const max = (await bar.getAttribute('data-max')) ?? '';
  if (max.trim() === '' || !Number.isFinite(Number(max))) return skip(`data-max ${JSON.stringify(max)} is not a number`);
  await bar.scrollIntoViewIfNeeded().catch(() => undefined);
  const failure = await waitForCheck(page, async () => {
    const style = (await bar.getAttribute('style')) ?? '';
    return new RegExp(`(^|;)\\s*width:\\s*${Number(max)}%`).test(style) ? null : `bar style is ${JSON.stringify(style)}, expected width ${max}%`;
  }, 2000);
  return failure ? fail(failure) : pass(`bar width ${max}%`);
};
