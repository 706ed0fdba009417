// The server calls the fault suites exercise: how to reach each, and what "usable, nothing lost or doubled" means there.
import { expect, type Page } from '@playwright/test';

/** One endpoint: how to reach it, what to do, and what "usable, nothing lost or doubled" means there. */
export type Endpoint = {
  name: string;
  url: string;
  widget: string;
  pattern: string;
  items: string;
  act(page: Page): Promise<void>;
  /** A second action while the first request is (or was) in flight: a double click or a newer choice. */
  again(page: Page): Promise<void>;
  /** After a failure: what the visitor sees and can still use. */
  afterFailure(page: Page, before: string[]): Promise<void>;
  afterSuccess(page: Page, before: string[]): Promise<void>;
  /** Not loading any more: the state every outcome ends in. */
  settled(page: Page): Promise<void>;
};

export const itemIds = (page: Page, endpoint: Endpoint) =>
  page.locator(`[data-id="${endpoint.widget}"] ${endpoint.items}`).evaluateAll((items) => items.map((item) => item.id || item.className));

const uniqueGrowth = async (page: Page, endpoint: Endpoint, before: string[]) => {
  await expect.poll(async () => (await itemIds(page, endpoint)).length).toBeGreaterThan(before.length);
  const now = await itemIds(page, endpoint);
  expect(new Set(now).size).toBe(now.length);
};

export async function settledWithoutDoubles(page: Page, endpoint: Endpoint, before: string[]): Promise<void> {
  await endpoint.settled(page);
  const now = await itemIds(page, endpoint);
  expect(new Set(now).size).toBe(now.length);
  if (endpoint !== LOOP) expect(now.slice(0, before.length)).toEqual(before);
}

export const ECS: Endpoint = {
  name: 'ecsload',
  url: '/fixtures/listings/ecs-load-more.html',
  widget: 'ec2b3c0',
  pattern: '**/wp-admin/admin-ajax.php',
  items: '.ecs-posts > article',
  act: (page) => page.locator('[data-id="ec2b3c0"] .ecs-load-more-button .elementor-button').click(),
  again: (page) => page.locator('[data-id="ec2b3c0"] .ecs-load-more-button .elementor-button').click({ force: true }),
  afterFailure: async (page, before) => {
    const button = page.locator('[data-id="ec2b3c0"] .ecs-load-more-button .elementor-button');
    await expect(button).toHaveText('Load more articles');
    expect(await itemIds(page, ECS)).toEqual(before);
  },
  afterSuccess: (page, before) => uniqueGrowth(page, ECS, before),
  // An empty answer means "no more posts": the button goes, which is settled too.
  settled: (page) => expect(page.locator('[data-id="ec2b3c0"] .ecs-load-more-button .elementor-button', { hasText: /Loading/ })).toHaveCount(0),
};

export const PRO: Endpoint = {
  name: 'pro-load-more',
  url: '/fixtures/listings/pro-load-more.html',
  widget: '9c1a551',
  pattern: '**/fixtures/listings/pro-load-more-2.html',
  items: 'article.elementor-post',
  act: (page) => page.locator('[data-id="9c1a551"] .e-load-more-spinner ~ * .elementor-button, [data-id="9c1a551"] .elementor-button-wrapper .elementor-button').first().click(),
  again: (page) => page.locator('[data-id="9c1a551"] .elementor-button-wrapper .elementor-button').first().click({ force: true }),
  afterFailure: async (page, before) => {
    await expect(page.locator('[data-id="9c1a551"]')).not.toHaveClass(/e-load-more-pagination-loading/);
    expect(await itemIds(page, PRO)).toEqual(before);
  },
  afterSuccess: (page, before) => uniqueGrowth(page, PRO, before),
  settled: (page) => expect(page.locator('[data-id="9c1a551"]')).not.toHaveClass(/e-load-more-pagination-loading/),
};

export const LOOP: Endpoint = {
  name: 'refresh-loop',
  url: '/fixtures/loop/two-filters.html',
  widget: '1a00b01',
  pattern: '**/wp-json/elementor-pro/v1/refresh-loop',
  items: '.e-loop-item',
  act: (page) => page.locator('[data-id="f11a001"] [data-filter="guides"]').click(),
  again: (page) => page.locator('[data-id="f11a001"] [data-filter="templates"]').click(),
  afterFailure: async (page, before) => {
    const loop = page.locator('[data-id="1a00b01"]');
    await expect(loop).not.toHaveClass(/\be-loading-overlay\b/);
    expect(await itemIds(page, LOOP)).toEqual(before);
    await expect(page.locator('[data-id="f11a001"] [aria-pressed="true"]')).toHaveAttribute('data-filter', '__all');
  },
  afterSuccess: async (page) => {
    await expect(page.locator('[data-id="1a00b01"]')).not.toHaveClass(/\be-loading-overlay\b/);
    const now = await itemIds(page, LOOP);
    expect(new Set(now).size).toBe(now.length);
  },
  settled: (page) => expect(page.locator('[data-id="1a00b01"]')).not.toHaveClass(/\be-loading-overlay\b/),
};

export const FORM: Endpoint = {
  name: 'form',
  url: '/fixtures/form/basic.html',
  widget: 'f07e0b1',
  pattern: '**/wp-admin/admin-ajax.php',
  // Messages: one per answer, never stacked.
  items: '.elementor-message',
  act: async (page) => {
    const root = page.locator('[data-id="f07e0b1"]');
    await root.locator('#form-field-name').fill('Ada');
    await root.locator('#form-field-email').fill('ada@example.co.uk');
    await root.locator('button[type="submit"]').click();
  },
  again: (page) => page.locator('[data-id="f07e0b1"] button[type="submit"]').click({ force: true }),
  afterFailure: async (page) => {
    const root = page.locator('[data-id="f07e0b1"]');
    await expect(root.locator('form > .elementor-message-danger')).toHaveCount(1);
    await expect(root.locator('#form-field-name')).toHaveValue('Ada');
    await expect(root.locator('#form-field-email')).toHaveValue('ada@example.co.uk');
    await expect(root.locator('button[type="submit"]')).toBeEnabled();
  },
  afterSuccess: async (page) => {
    await expect(page.locator('[data-id="f07e0b1"] .elementor-message-success')).toHaveCount(1);
  },
  settled: async (page) => {
    const root = page.locator('[data-id="f07e0b1"]');
    await expect(root.locator('form > .elementor-message')).toHaveCount(1);
    await expect(root.locator('button[type="submit"]')).toBeEnabled();
    // Whatever the answer said, an answer that is not a success keeps what the visitor typed.
    if ((await root.locator('.elementor-message-success').count()) === 0) await expect(root.locator('#form-field-name')).toHaveValue('Ada');
  },
};

export const ENDPOINTS = [ECS, PRO, LOOP, FORM];
