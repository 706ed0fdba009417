// Faults on every server call the site makes (ecsload, Pro load more, refresh-loop, forms): the page stays usable.
import { expect, test, type Page, type Route } from '@playwright/test';
import { isMobileProject, readyWidget, watchConsole } from './helpers.ts';
import { recordE2eFigures } from './reliability-figures.ts';
import { ECS, ENDPOINTS, itemIds, LOOP, PRO, settledWithoutDoubles, type Endpoint } from './fault-endpoints.ts';

type Fault = 'http-400' | 'http-404' | 'http-500' | 'reset' | 'timeout' | 'empty' | 'truncated' | 'slow' | 'late';
const FAULTS: Fault[] = ['http-400', 'http-404', 'http-500', 'reset', 'timeout', 'empty', 'truncated', 'slow', 'late'];
/** Faults after which the request still succeeds: the visitor gets what they asked for, once. */
const SUCCEEDS = new Set<Fault>(['slow', 'late']);
/**
 * A 200 with an empty or cut body is an answer, not an error: HTML parsing keeps whatever items arrived whole, and an
 * empty ecsload body means "no more posts". Either outcome is fine as long as nothing is doubled and the widget settles.
 */
const EITHER = new Set<Fault>(['empty', 'truncated']);

/** Answers the first matching request with the fault; later requests reach the demo backend untouched. */
async function inject(page: Page, pattern: string, fault: Fault): Promise<{ release(): void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  let first = true;
  await page.route(pattern, async (route: Route) => {
    if (!first || route.request().method() === 'GET' && pattern.includes('admin-ajax')) return route.continue();
    first = false;
    if (fault.startsWith('http-')) return route.fulfill({ status: Number(fault.slice(5)), body: 'Error on purpose', contentType: 'text/html' });
    if (fault === 'reset') return route.abort('connectionreset');
    if (fault === 'timeout') return route.abort('timedout');
    if (fault === 'empty') return route.fulfill({ status: 200, body: '', contentType: 'text/html' });
    if (fault === 'truncated') {
      const response = await route.fetch();
      const body = await response.text();
      return route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
    }
    if (fault === 'slow') await new Promise((done) => setTimeout(done, 1500));
    if (fault === 'late') await held;
    return route.continue().catch(() => undefined);
  });
  return { release };
}


test.describe('every server call under faults', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'the fault matrix does not depend on the screen: it runs once, on desktop'));

  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.name}: every fault leaves the page usable, loses no input and doubles nothing`, async ({ page }) => {
      test.setTimeout(120_000);
      let survived = 0;
      for (const fault of FAULTS) {
        await test.step(fault, async () => {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          const log = watchConsole(page);
          const { release } = await inject(page, endpoint.pattern, fault);
          await page.goto(endpoint.url);
          await readyWidget(page, endpoint.widget);
          if (endpoint === LOOP) await readyWidget(page, 'f11a001');
          const before = await itemIds(page, endpoint);
          const sent = page.waitForRequest((request) => request.url().includes(endpoint.pattern.replace('**', '')) && request.method() !== 'HEAD');
          await endpoint.act(page);
          await sent;
          if (fault === 'late') {
            await endpoint.again(page);
            release();
          }
          if (SUCCEEDS.has(fault)) await endpoint.afterSuccess(page, before);
          else if (EITHER.has(fault)) await settledWithoutDoubles(page, endpoint, before);
          else await endpoint.afterFailure(page, before);
          expect(log.errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
          survived += 1;
        });
      }
      recordE2eFigures(`faults-${endpoint.name}`, { faults: FAULTS, survived });
    });
  }
});

const PAYLOAD = '<script>window.__wispPwned = 1</script><img src="/nowhere.png" onerror="window.__wispPwned = 2"><a href="javascript:window.__wispPwned=3">x</a>';

/** The real answer with scripts, an inline handler and a script URL planted inside its first item. */
async function plantScripts(page: Page, endpoint: Endpoint): Promise<void> {
  await page.route(endpoint.pattern, async (route) => {
    if (route.request().method() === 'GET' && endpoint.pattern.includes('admin-ajax')) return route.continue();
    const response = await route.fetch();
    const text = await response.text();
    const plant = (html: string) => html.replace(/(<article\b[^>]*>|<div data-elementor-type="loop-item"[^>]*>)/, `$1${PAYLOAD}`);
    const body = endpoint === LOOP ? JSON.stringify({ ...JSON.parse(text), data: plant(String(JSON.parse(text).data)) }) : plant(text);
    await route.fulfill({ response, body });
  });
}

test.describe('server answers carrying scripts', () => {
  test.beforeEach(({}, info) => test.skip(isMobileProject(info.project.name), 'inserting server HTML does not depend on the screen: it runs once, on desktop'));

  for (const endpoint of [ECS, PRO, LOOP]) {
    test(`${endpoint.name}: inserted items keep their content, and nothing in them runs`, async ({ page }) => {
      await plantScripts(page, endpoint);
      await page.goto(endpoint.url);
      await readyWidget(page, endpoint.widget);
      if (endpoint === LOOP) await readyWidget(page, 'f11a001');
      const before = await itemIds(page, endpoint);
      await endpoint.act(page);
      await endpoint.afterSuccess(page, before);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __wispPwned?: number }).__wispPwned)).toBeUndefined();
      const root = page.locator(`[data-id="${endpoint.widget}"]`);
      await expect(root.locator('script, [onerror], a[href^="javascript:"]')).toHaveCount(0);
    });
  }
});
