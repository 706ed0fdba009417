// Shared by the content-widget probes: poll a check until it passes or time runs out, and click as a visitor would.
import type { Locator, Page } from '@playwright/test';
import type { ProbeResult } from '../probes.ts';

export const pass = (detail: string): ProbeResult => ({ ok: true, detail });
export const fail = (detail: string): ProbeResult => ({ ok: false, detail });
export const skip = (detail: string): ProbeResult => ({ ok: true, detail, skipped: true });

/** Polls `check` (null = met) until it is met or `timeoutMs` is over; returns the last failure or null. */
export async function waitForCheck(page: Page, check: () => Promise<string | null>, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = await check();
    if (failure === null || Date.now() > deadline) return failure;
    await page.waitForTimeout(50);
  }
}

/** A real click; captured pages carry no styles, so when something covers the target a DOM click tests the handler. */
export async function clickLike(target: Locator): Promise<void> {
  await target.click({ timeout: 3000 }).catch(async () => {
    await target.dispatchEvent('click');
  });
}

/** The id of the focused element (focus checks without functions evaluated in the page). */
export async function focusedId(page: Page): Promise<string> {
  return String(await page.evaluate('document.activeElement ? document.activeElement.id : ""'));
}
