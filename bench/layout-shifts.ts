// Lists the layout shifts of a captured page with wisp (or another variant): when, how much, and which nodes moved,
// to find what wisp changes after first paint. Run: npx tsx bench/layout-shifts.ts <site folder> <page path> [variant]
// [--desktop] (a 1366 × 900 window instead of a phone).
import { chromium, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { DIST } from '../scripts/lib/dist.ts';
import { PORTS } from './options.ts';
import { toVariant, type Variant } from './variants.ts';

const OBSERVE = `(() => {
  window.__shifts = [];
  const describe = (node) => node instanceof Element ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + '.' + [...node.classList].slice(0, 4).join('.') : String(node?.nodeName);
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__shifts.push({
    at: Math.round(entry.startTime), value: Number(entry.value.toFixed(4)), input: entry.hadRecentInput,
    sources: (entry.sources ?? []).map((source) => describe(source.node) + ' ' + JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect)),
  }))).observe({ type: 'layout-shift', buffered: true });
})()`;

const desktop = process.argv.includes('--desktop');
const [siteRoot = '', pagePath = '/index.html', variant = 'wisp'] = process.argv.slice(2).filter((arg) => arg !== '--desktop');
const html = toVariant(await readFile(resolve(siteRoot, '.' + pagePath), 'utf8'), variant as Variant);
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  if (url.pathname === pagePath) return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  const file = url.pathname.startsWith('/wisp/') ? resolve(DIST, '.' + url.pathname.slice(5)) : resolve(siteRoot, '.' + decodeURIComponent(url.pathname));
  if (!existsSync(file) || file.endsWith('/')) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream' }).end(await readFile(file));
});
await new Promise<void>((done) => server.listen(PORTS.site, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const page = await browser.newPage(desktop ? { viewport: { width: 1366, height: 900 } } : { ...devices['Pixel 7'] });
await page.addInitScript(OBSERVE);
await page.goto(`http://127.0.0.1:${PORTS.site}${pagePath}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate('window.__shifts'), null, 1));
await browser.close();
server.close();
