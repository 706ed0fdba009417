// What laziness costs each kind's first tap: the tap of bench/first-tap-fixtures.ts right after load ("cold"), against the
// same tap once the code it needs has loaded and run ("warm": a pointer passed over the target first, as a visitor's
// finger or mouse would wake it, then `wisp.idle()` and 1 s), and the same tap after the visitor's first input landed
// elsewhere ("after": a touch on the page's first heading, then `wisp.idle()` and 1 s: a visitor who scrolled or tapped
// before reaching for the widget). Alternating loads, N of each. The gap between cold and warm is what fetching and
// running a kind's chunks at the tap costs; the warm figure is the floor no loading strategy can beat on this machine.
// Run: npx tsx bench/first-tap-warm.ts [--runs 8] [--cpu 4] [--kinds popup,accordion]. Prints; stores nothing.
import { chromium, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { startDemo } from '../scripts/serve.ts';
import { measureFirstTap, TAP_CASES } from './first-tap.ts';
import { startFront } from './gzip-proxy.ts';
import { injectAsServed } from '../src/tools/built.ts';
import { countOption, median, option, PORTS } from './options.ts';

const runs = countOption('runs', 8);
const cpu = Number(option('cpu', '4'));
const only = option('kinds', '').split(',').filter(Boolean);
const demo = await startDemo({ port: PORTS.demo });
const front = await startFront(PORTS.wisp, demo.origin, false, (html) => injectAsServed(html).html);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** What an input started has run: `wisp.idle()`, then 1 s. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { wisp?: { idle(): Promise<void> } }).wisp?.idle());
  await page.waitForTimeout(1000);
}

/** A pointer over the tap's target (what a finger's touch dispatches first), then everything it started has run. */
const warmUp = (target: string) => async (page: Page): Promise<void> => {
  await page.locator(target).filter({ visible: true }).first().dispatchEvent('pointerover', { bubbles: true, pointerType: 'touch' });
  await settle(page);
};

/** A touch on text away from the target (the page's first heading, or its body), then everything it started has run. */
const inputElsewhere = async (page: Page): Promise<void> => {
  // A real tap (the browser counts it as the visitor's activation), on text that answers no tap.
  const box = await page.locator('h1, h2, p').filter({ visible: true }).first().boundingBox();
  if (box) await page.touchscreen.tap(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
  await settle(page);
};

const MODES = ['cold', 'warm', 'after'] as const;
type Mode = (typeof MODES)[number];

console.log(`first tap, cold, warm and after another input: ${runs} loads each at ${cpu}x, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
try {
  for (const tapCase of TAP_CASES.filter((c) => only.length === 0 || only.some((name) => c.kind.includes(name)))) {
    const ms: Record<Mode, number[]> = { cold: [], warm: [], after: [] };
    for (let run = 0; run < runs; run++) {
      // Rotated, so no mode always loads first on a machine that warms up.
      for (const mode of MODES.map((_, i) => MODES[(i + run) % MODES.length] as Mode)) {
        const prepare = mode === 'warm' ? warmUp(tapCase.target) : mode === 'after' ? inputElsewhere : undefined;
        const tap = await measureFirstTap(browser, front.origin + tapCase.path, cpu, { targets: [tapCase.target], ...tapCase, prepare });
        if (tap.ms !== null) ms[mode].push(tap.ms);
      }
    }
    const [cold, warm, after] = MODES.map((mode) => Math.round(median(ms[mode])));
    console.log(`${tapCase.kind}: cold ${cold} ms (${ms.cold.join(', ')}), warm ${warm} ms (${ms.warm.join(', ')}), after another input ${after} ms (${ms.after.join(', ')}); laziness costs ${(cold ?? 0) - (warm ?? 0)} ms`);
  }
} finally {
  await browser.close();
  await front.close();
  await demo.close();
}
