// Browser-test helpers for page-wide behaviours: wait until one has started, and read its popups.
import type { Page } from '@playwright/test';

/**
 * Waits until the named behaviours report `mounted` (they start when the browser is idle, after load), or are armed:
 * action links, anchors and the lightbox report `loading` until the first input loads them (core/first-input.ts).
 */
export async function behavioursStarted(page: Page, ...names: string[]): Promise<void> {
  await page.waitForFunction((wanted) => {
    const rows = window.wisp?.report() ?? [];
    const armed = (name: string, status: string) => status === 'mounted' || (status === 'loading' && ['action-links', 'anchors', 'lightbox'].includes(name));
    return wanted.every((name) => rows.some((row) => row.kind === 'page' && row.module === name && armed(name, row.status)));
  }, names);
}

/** The dialog of popup `id`, as the original names it. */
export const popupDialog = (page: Page, id: string) => page.locator(`#elementor-popup-modal-${id}`);

/** What the page builder's single storage key holds. */
export async function builderStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>);
}
