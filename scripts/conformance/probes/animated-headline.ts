// Animated headline: a rotating headline splits letter animations into letters, keeps one active text and starts
// changing (typing selection or a new active text) within its iteration delay; a highlighted one gets `e-animated`.
import type { Probe } from '../probes.ts';
import { fail, pass, waitForCheck } from './wait.ts';

type HeadlineState = { active: number; activeText: string; selected: boolean; letters: number; animated: boolean };

function toProbeSettings(settings: string | null): { rotate: boolean; delayMs: number } {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(settings ?? '{}') as Record<string, unknown>;
  } catch {
    // Settings the probe cannot read: the defaults.
  }
  const delay = Number(parsed['rotate_iteration_delay']);
  return { rotate: parsed['headline_style'] === 'rotate', delayMs: Number.isFinite(delay) && delay > 0 ? delay : 2500 };
}

export const probeAnimatedHeadline: Probe = async ({ page, root }) => {
  const { rotate, delayMs } = toProbeSettings(await root.getAttribute('data-settings'));
  await root.scrollIntoViewIfNeeded().catch(() => undefined);
  const headline = root.locator('.elementor-headline').first();
  const read = async (): Promise<HeadlineState> => ({
    active: await root.locator('.elementor-headline-text-active').count(),
    activeText: ((await root.locator('.elementor-headline-text-active').first().textContent().catch(() => '')) ?? '').trim(),
    selected: (await root.locator('.elementor-headline-typing-selected').count()) > 0,
    letters: await root.locator('.elementor-headline-dynamic-letter').count(),
    animated: ((await headline.getAttribute('class')) ?? '').includes('e-animated'),
  });
  if (!rotate) {
    const failure = await waitForCheck(page, async () => ((await read()).animated ? null : 'the headline never got e-animated'), 3000);
    return failure ? fail(failure) : pass('highlight drawn (e-animated)');
  }
  const usesLetters = ((await headline.getAttribute('class')) ?? '').includes('elementor-headline-letters');
  // The probe may arrive mid-change (a typing headline has no active text while it retypes), so it only asks for
  // at most one active text at any time and for the state to change.
  const first = await read();
  if (first.active > 1) return fail(`${first.active} active texts, expected at most 1`);
  if (usesLetters && first.letters === 0) return fail('letter animation but no .elementor-headline-dynamic-letter');
  const failure = await waitForCheck(page, async () => {
    const now = await read();
    if (now.active > 1) return `${now.active} active texts`;
    const changed = now.selected !== first.selected || now.activeText !== first.activeText || now.active !== first.active;
    return changed ? null : 'nothing changed';
  }, delayMs + 3000);
  return failure ? fail(`within ${delayMs + 3000} ms: ${failure}`) : pass(`rotation started from ${JSON.stringify(first.activeText)}`);
};
