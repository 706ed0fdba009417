// wisp under a strict Content Security Policy and Trusted Types: same behaviour, no violation of its own.
import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, readyWidget, settledInView, watchConsole, wispIdle } from './helpers.ts';
import { behavioursStarted } from './behaviour-helpers.ts';
import { recordE2eFigures } from './reliability-figures.ts';

const NONCE = 'd2lzcC10ZXN0LW5vbmNl';
/** What a strict site sends: no inline script, no eval, Trusted Types for every script sink. */
const strict = (extra: { scripts?: string; types?: string; styles?: string } = {}) => [
  "default-src 'self'", `script-src 'self'${extra.scripts ?? ''}`, `style-src 'self'${extra.styles ?? ''}`, "img-src 'self' data:", "font-src 'self' data:",
  "connect-src 'self'", "frame-src 'self'", "object-src 'none'", "base-uri 'none'",
  "require-trusted-types-for 'script'", `trusted-types ${extra.types ?? 'wisp'}`,
].join('; ');

type Violation = { directive: string; sample: string; source: string };
type Options = { policy: string; nonce?: boolean; withoutWisp?: boolean };

/** Serves every page with the policy (nonces added to the page's inline scripts when asked); records violations and policies. */
async function serveWithPolicy(page: Page, { policy, nonce = false, withoutWisp = false }: Options): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { cspViolations: Violation[]; ttPolicies: string[] };
    scope.cspViolations = [];
    scope.ttPolicies = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      scope.cspViolations.push({ directive: event.effectiveDirective, sample: event.sample, source: event.sourceFile });
    });
    const factory = (window as unknown as { trustedTypes?: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
    if (!factory) return;
    const create = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      scope.ttPolicies.push(name);
      return create(name, rules);
    };
  });
  if (withoutWisp) await page.route('**/wisp/loader.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.continue();
    const response = await route.fetch();
    let body = await response.text();
    if (nonce) body = body.replace(/<script(?![^>]*\bsrc=)/g, `<script nonce="${NONCE}"`);
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
const policies = (page: Page) => page.evaluate(() => (window as unknown as { ttPolicies: string[] }).ttPolicies);
const key = (violation: Violation) => `${violation.directive} ${violation.sample}`;

/** Violations the page has with wisp that it does not have without it: wisp's own. */
async function wispViolations(page: Page, url: string, options: Options, act: () => Promise<void>): Promise<string[]> {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const bare = await context.newPage();
  await serveWithPolicy(bare, { ...options, withoutWisp: true });
  await bare.goto(url);
  await bare.waitForLoadState('load');
  const baseline = (await violations(bare)).map(key);
  await context.close();
  await act();
  const own = (await violations(page)).map(key);
  for (const seen of baseline) {
    const at = own.indexOf(seen);
    if (at >= 0) own.splice(at, 1);
  }
  return own;
}

test.describe('under a strict CSP with Trusted Types', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'the policy does not depend on the screen: it runs once, on desktop'));

  test('the page config is read as JSON when its inline script is blocked, and widgets work with no violation of wisp’s own', async ({ page }) => {
    const log = watchConsole(page);
    const options = { policy: strict({ types: "wisp html 'allow-duplicates'" }) };
    await serveWithPolicy(page, options);
    const own = await wispViolations(page, '/cyber-essentials/', options, async () => {
      await page.goto('/cyber-essentials/');
      const tabs = await readyWidget(page, 'a1b2c3d');
      await tabs.locator('.elementor-tab-desktop-title').nth(1).click();
      await expect(tabs.locator('.elementor-tab-desktop-title').nth(1)).toHaveAttribute('aria-selected', 'true');
      await readyWidget(page, '7e571b0');
      await wispIdle(page);
      // Armed at the browser's idle time, which wisp.idle() does not wait for: started inside the watched window.
      await behavioursStarted(page, 'device-mode', 'popups');
    });
    expect(await page.evaluate(() => 'elementorFrontendConfig' in window)).toBe(false);
    expect(await page.locator('body').getAttribute('data-elementor-device-mode')).toBe('desktop');
    expect(own).toEqual([]);
    expect(log.wispWarnings.filter((warning) => warning.includes('config'))).toEqual([]);
    expect(log.errors.filter((error) => error.startsWith('uncaught') || error.includes('[wisp]'))).toEqual([]);
    recordE2eFigures('csp-strict', { page: '/cyber-essentials/', policy: options.policy, wispViolations: own.length, policies: await policies(page) });
  });

  test('the components wisp renders (lightbox, debug panel) need no policy change', async ({ page }) => {
    const options = { policy: strict({ types: "wisp html 'allow-duplicates'" }) };
    await serveWithPolicy(page, options);
    const own = await wispViolations(page, '/cyber-essentials/?wisp-debug', options, async () => {
      await page.goto('/cyber-essentials/?wisp-debug');
      await expect(page.getByRole('dialog', { name: /^wisp / })).toBeVisible();
      const link = page.locator('[data-id="9a11e01"] a').first();
      await settledInView(page, link);
      await link.click();
      const lightbox = page.locator('.elementor-lightbox[role="dialog"]');
      await expect(lightbox.locator('.swiper-slide-active .elementor-lightbox-image')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
    });
    // preact writes elements, attributes, text and CSSOM styles: nothing goes through an HTML sink or a style attribute.
    expect(own).toEqual([]);
  });

  test('a nonce on the config script makes the globals available, and wisp needs nothing more', async ({ page }) => {
    const log = watchConsole(page);
    const options = { policy: strict({ scripts: ` 'nonce-${NONCE}'` }), nonce: true };
    await serveWithPolicy(page, options);
    const own = await wispViolations(page, '/fixtures/tabs/basic.html', options, async () => {
      await page.goto('/fixtures/tabs/basic.html');
      const tabs = await readyWidget(page, 'b0a5e01');
      await tabs.locator('.elementor-tab-desktop-title').nth(2).click();
      await expect(tabs.locator('.elementor-tab-desktop-title').nth(2)).toHaveAttribute('aria-selected', 'true');
    });
    expect(await page.evaluate(() => typeof (window as unknown as { elementorFrontendConfig?: unknown }).elementorFrontendConfig)).toBe('object');
    expect(own).toEqual([]);
    // Lazily: a page that parses no HTML creates no Trusted Types policy at all.
    expect(await policies(page)).toEqual([]);
    expect(log.errors.filter((error) => error.startsWith('uncaught') || error.includes('[wisp]'))).toEqual([]);
  });

  test('Prism’s highlighted markup goes through the wisp policy', async ({ page }) => {
    const options = { policy: strict() };
    await serveWithPolicy(page, options);
    const own = await wispViolations(page, '/fixtures/code-highlight/basic.html', options, async () => {
      await page.goto('/fixtures/code-highlight/basic.html');
      const root = await readyWidget(page, '0c0de01');
      await expect(root).toHaveAttribute('data-wisp-highlighted', '');
      await expect(root.locator('code .token').first()).toBeAttached();
    });
    expect(own).toEqual([]);
    expect(await policies(page)).toEqual(['wisp']);
  });

  test('server HTML (custom-skin load more, Pro load more) is parsed through the wisp policy and inserted', async ({ page }) => {
    const options = { policy: strict() };
    await serveWithPolicy(page, options);
    const ecs = await wispViolations(page, '/fixtures/listings/ecs-load-more.html', options, async () => {
      await page.goto('/fixtures/listings/ecs-load-more.html');
      const root = await readyWidget(page, 'ec2b3c0');
      await root.locator('.ecs-load-more-button .elementor-button').click();
      await expect(root.locator('.ecs-posts > article')).toHaveCount(6);
    });
    expect(ecs).toEqual([]);
    const pro = await wispViolations(page, '/fixtures/listings/pro-load-more.html', options, async () => {
      await page.goto('/fixtures/listings/pro-load-more.html');
      const root = await readyWidget(page, '9c1a551');
      const before = await root.locator('article.elementor-post').count();
      await root.locator('.elementor-button-wrapper .elementor-button').first().click();
      await expect.poll(() => root.locator('article.elementor-post').count()).toBeGreaterThan(before);
    });
    expect(pro).toEqual([]);
    expect(await policies(page)).toEqual(['wisp']);
  });

  test('carousels need Swiper’s own `html` policy, allowed with duplicates', async ({ page }) => {
    // The fixture, like a real page-builder page, prints its own inline <style>; wisp's carousel CSS needs no inline style.
    const options = { policy: strict({ types: "wisp html 'allow-duplicates'", styles: " 'unsafe-inline'" }) };
    await serveWithPolicy(page, options);
    const own = await wispViolations(page, '/fixtures/carousels/image-carousel.html', options, async () => {
      await page.goto('/fixtures/carousels/image-carousel.html');
      const root = await readyWidget(page, 'c0a0002');
      const bullet = root.locator('.swiper-pagination-bullet').nth(1);
      await bullet.click();
      await expect(bullet).toHaveClass(/swiper-pagination-bullet-active/);
    });
    expect(own).toEqual([]);
    expect(await policies(page)).toContain('html');
  });
});
