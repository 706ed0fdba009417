// The warning for add-on scripts that need jQuery on a page without it, in a real browser: it names the script that
// loaded and needs it, and it never fetches a script the browser failed to fetch.
import { expect, test } from '@playwright/test';
import { injectWisp } from '../../src/tools/inject.ts';
import { watchConsole, wispIdle } from './helpers.ts';

// A third-party widget kind makes the page take the add-on layer; the site's jQuery is gone (a 404, as on a captured
// page whose scripts were not saved, or a site that dequeued it).
const PAGE = injectWisp(`<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body>
<div class="elementor elementor-9"><div class="elementor-element elementor-widget elementor-widget-acme-ticker" data-id="w1"
 data-element_type="widget" data-widget_type="acme-ticker.default"><div class="elementor-widget-container">ticker</div></div></div>
<script src="/addon-check/jquery.min.js"></script>
<script src="/addon-check/missing-addon.js"></script>
<script src="/addon-check/acme-ticker.js"></script>
</body></html>`).html;

const TICKER = `jQuery(window).on('elementor/frontend/init', function () {
  elementorFrontend.hooks.addAction('frontend/element_ready/acme-ticker.default', function () {});
});`;

test('an add-on that needs jQuery is named once, and a script that failed to load is not fetched again', async ({ page }) => {
  const requests = new Map<string, number>();
  await page.route('**/addon-check/**', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    requests.set(name, (requests.get(name) ?? 0) + 1);
    if (name === 'page.html') return route.fulfill({ body: PAGE, contentType: 'text/html; charset=utf-8' });
    if (name === 'acme-ticker.js') return route.fulfill({ body: TICKER, contentType: 'text/javascript' });
    return route.fulfill({ status: 404, body: '' });
  });
  const log = watchConsole(page);
  await page.goto('/addon-check/page.html');
  await wispIdle(page);
  await expect.poll(() => log.wispWarnings.filter((text) => text.includes('needs jQuery'))).toEqual([
    expect.stringMatching(/^\[wisp\] addon-compat: http:\/\/[^ ]+\/addon-check\/acme-ticker\.js needs jQuery, which this page does not load/),
  ]);
  // The check runs one script per idle moment; it has read the last one once the warning is out.
  expect(requests.get('missing-addon.js')).toBe(1);
  expect(requests.get('jquery.min.js')).toBe(1);
  expect(log.wispWarnings.filter((text) => text.includes('missing-addon'))).toEqual([]);
});
