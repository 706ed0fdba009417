// A long visit with a fake clock: timeouts, intervals and animation-frame loops stay flat while the visitor interacts.
import { expect, test } from '@playwright/test';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';
import { recordE2eFigures, STRESS } from './reliability-figures.ts';

const SESSION_MINUTES = STRESS ? 10 : 2;

test.describe('timers over a long visit', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'timers do not depend on the screen: counted once, on desktop'));

  test(`${SESSION_MINUTES} minutes of simulated visiting keep no growing timers`, async ({ page }) => {
    test.setTimeout(STRESS ? 600_000 : 120_000);
    const log = watchConsole(page);
    await page.clock.install();
    await page.addInitScript(() => {
      const live = { timeouts: new Set<unknown>(), intervals: new Set<unknown>(), frames: new Set<unknown>(), created: 0 };
      (window as unknown as { timerCount: typeof live }).timerCount = live;
      const { setTimeout: setT, clearTimeout: clearT, setInterval: setI, clearInterval: clearI } = window;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        live.created += 1;
        const id = setT(() => {
          live.timeouts.delete(id);
          if (typeof handler === 'function') (handler as (...rest: unknown[]) => void)(...args);
        }, delay);
        live.timeouts.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        live.timeouts.delete(id);
        clearT(id);
      }) as typeof window.clearTimeout;
      window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        live.created += 1;
        const id = setI(handler, delay, ...args);
        live.intervals.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        live.intervals.delete(id);
        clearI(id);
      }) as typeof window.clearInterval;
      // Animation-frame loops (sticky, motion effects, carousels) count too: a loop started per interaction would grow.
      const { requestAnimationFrame: raf, cancelAnimationFrame: caf } = window;
      window.requestAnimationFrame = (callback) => {
        live.created += 1;
        const id = raf((time) => {
          live.frames.delete(id);
          callback(time);
        });
        live.frames.add(id);
        return id;
      };
      window.cancelAnimationFrame = (id) => {
        live.frames.delete(id);
        caf(id);
      };
    });
    await page.goto('/cyber-essentials/');
    await wispIdle(page);
    const count = () => page.evaluate(() => {
      const live = (window as unknown as { timerCount: { timeouts: Set<unknown>; intervals: Set<unknown>; frames: Set<unknown>; created: number } }).timerCount;
      return { timeouts: live.timeouts.size, intervals: live.intervals.size, frames: live.frames.size, created: live.created };
    });
    const visit = async (minute: number) => {
      await page.mouse.wheel(0, minute % 2 === 0 ? 1200 : -900);
      for (const selector of ['[data-id="a1b2c3d"] .elementor-tab-desktop-title', '[data-id="ac0d1e5"] .elementor-tab-title', '[data-id="7099e1a"] .elementor-tab-title']) {
        const items = page.locator(selector);
        const total = await items.count();
        if (total > 0) await items.nth(minute % total).dispatchEvent('click');
      }
      await page.locator('[data-id="4d5e6f2"] .elementor-item').first().hover({ force: true }).catch(() => undefined);
      await page.clock.runFor(60_000);
    };
    await visit(0);
    const first = await count();
    for (let minute = 1; minute < SESSION_MINUTES; minute += 1) await visit(minute);
    const last = await count();
    recordE2eFigures('timers', { simulatedMinutes: SESSION_MINUTES, afterFirstMinute: first, atEnd: last });
    expect(last.intervals).toBeLessThanOrEqual(first.intervals);
    expect(last.timeouts).toBeLessThanOrEqual(first.timeouts + 3);
    expect(last.frames).toBeLessThanOrEqual(first.frames + 2);
    expect(log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });
});
