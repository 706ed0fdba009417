import { expect, test } from '@playwright/test';
import * as esbuild from 'esbuild';
import fc from 'fast-check';
import { hostileHtml, KNOWN_PAYLOADS } from '../unit/fuzz-html.ts';
import { findExecutable, NEVER_KEPT } from '../unit/html-checks.ts';
import { runs, SEED } from '../unit/fuzz-support.ts';

// The cleaner against Chromium's own HTML parser, where namespace confusion (MathML/SVG/HTML switching, <style> and
// <noscript> parsed differently by context) really happens; happy-dom's parser does not reproduce it.

/** The cleaner and the checker as one script that sets `window.wispClean` and `window.wispFindExecutable`. */
function cleanerScript(): string {
  const entry = `import { toSafeFragment, toSafeFragmentInSlices } from './src/shared/safe-html.ts';
import { findExecutable } from './tests/unit/html-checks.ts';
Object.assign(window, { wispClean: toSafeFragment, wispCleanInSlices: toSafeFragmentInSlices, wispFindExecutable: findExecutable });`;
  const result = esbuild.buildSync({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'iife', write: false });
  return result.outputFiles[0]?.text ?? '';
}

test('hostile server HTML cleaned and inserted in Chromium never keeps or runs script, and SVG links stay safe after animations', async ({ page }) => {
  await page.goto('/fixtures/text-editor/drop-cap.html');
  await page.addScriptTag({ content: cleanerScript() });
  const generated = fc.sample(hostileHtml, { numRuns: runs(300, 3000), seed: SEED });
  const problems = await page.evaluate(async ({ payloads, neverKept }) => {
    const scope = window as unknown as { wispClean(html: string): DocumentFragment; wispFindExecutable(root: ParentNode, never: Set<string>): string[]; __xss?: unknown };
    const never = new Set(neverKept);
    const host = document.createElement('div');
    document.body.append(host);
    for (const payload of payloads) {
      const box = document.createElement('div');
      box.append(scope.wispClean(payload));
      host.append(box);
    }
    // SVG animations begin at once; give them, and any image error handler, time to act.
    await new Promise((done) => setTimeout(done, 300));
    const found: string[] = [];
    [...host.children].forEach((box, index) => {
      for (const problem of scope.wispFindExecutable(box, never)) found.push(`${problem} in ${payloads[index]}`);
    });
    if (scope.__xss !== undefined) found.push('a payload ran');
    return found;
  }, { payloads: [...KNOWN_PAYLOADS, ...generated], neverKept: [...NEVER_KEPT] });
  expect(problems).toEqual([]);
});

test('a large answer parsed in 64 KB writes and cleaned in slices comes out exactly as the whole-string cleaner gives it', async ({ page }) => {
  await page.goto('/fixtures/text-editor/drop-cap.html');
  await page.addScriptTag({ content: cleanerScript() });
  const generated = fc.sample(hostileHtml, { numRuns: 400, seed: SEED });
  const listing = Array.from({ length: 400 }, (_, index) => `<article id="post-${index}" class="elementor-post"><a href="/p/${index}/"><img src="/a.jpg" srcset="/a.jpg 1x, /b.jpg 2x" alt=""></a><h3>Post ${index}</h3></article>`);
  // Hostile pieces between whole items, so a chunk boundary can fall anywhere inside them too.
  const html = `<style id="loop-dynamic-1">.a{color:red}</style>${listing.map((item, index) => item + (generated[index] ?? '')).join('')}`;
  expect(html.length).toBeGreaterThan(128 * 1024);
  const result = await page.evaluate(async ({ markup, neverKept }) => {
    const scope = window as unknown as { wispClean(html: string): DocumentFragment; wispCleanInSlices(html: string): Promise<DocumentFragment>; wispFindExecutable(root: ParentNode, never: Set<string>): string[] };
    const sliced = document.createElement('div');
    sliced.append(await scope.wispCleanInSlices(markup));
    const whole = document.createElement('div');
    whole.append(scope.wispClean(markup));
    return { same: sliced.innerHTML === whole.innerHTML, articles: sliced.querySelectorAll('article[id^="post-"]').length, problems: scope.wispFindExecutable(sliced, new Set(neverKept)) };
  }, { markup: html, neverKept: [...NEVER_KEPT] });
  expect(result.problems).toEqual([]);
  expect(result.articles).toBeGreaterThan(0);
  expect(result.same).toBe(true);
});
