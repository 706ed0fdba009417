// Gallery: pictures get their background near the viewport, items are laid out without overlap, a filter keeps only its tag.
import type { Probe } from '../probes.ts';
import { clickLike, fail, pass, waitForCheck } from './wait.ts';

/** Read in the page as a string, so no transpiled helper leaks into the evaluated code. */
const READ = `(function (selector) {
  var root = document.querySelector(selector);
  if (!root) return null;
  var items = Array.prototype.slice.call(root.querySelectorAll('.e-gallery-item'));
  var rects = items.map(function (item) { var r = item.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom, shown: r.width > 0 && r.height > 0 }; });
  var overlap = false;
  rects.forEach(function (a, i) { rects.slice(i + 1).forEach(function (b) {
    if (a.shown && b.shown && a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1) overlap = true; }); });
  var image = root.querySelector('.e-gallery-image');
  return { count: items.length, shown: rects.filter(function (r) { return r.shown; }).length, overlap: overlap,
    background: image ? getComputedStyle(image).backgroundImage : 'none', titles: root.querySelectorAll('.elementor-gallery-title').length,
    tagged: items.map(function (item) { return item.getAttribute('data-e-gallery-tags') || ''; }),
    groups: items.map(function (item) { return item.getAttribute('data-elementor-lightbox-slideshow') || ''; }) };
})`;

type GalleryState = { count: number; shown: number; overlap: boolean; background: string; titles: number; tagged: string[]; groups: string[] };

async function read(page: Parameters<Probe>[0]['page'], selector: string): Promise<GalleryState | null> {
  return (await page.evaluate(`${READ}(${JSON.stringify(selector)})`)) as GalleryState | null;
}

export const probeGallery: Probe = async ({ page, root, selector }) => {
  // A one-column gallery on a phone is ~2,000 px tall: scrolling its root into view centres it and leaves the first
  // picture, the one checked, ~550 px above the viewport, out of the 200 px lazy margin. So scroll to that picture.
  const picture = root.locator('.e-gallery-image').first();
  const showPicture = (): Promise<void> => picture.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => root.scrollIntoViewIfNeeded().catch(() => {}));
  await showPicture();
  const layout = await waitForCheck(page, async () => {
    const state = await read(page, selector);
    if (!state) return 'the gallery is gone';
    if (state.shown === 0) return `none of ${state.count} items has a size`;
    if (state.overlap) return 'two shown items overlap';
    if (state.background !== 'none') return null;
    // The layout may still move the picture after the first scroll.
    await showPicture();
    return 'the first picture has no background image';
  }, 3000);
  if (layout) return fail(`after mount: ${layout}`);
  const state = await read(page, selector);
  if (!state || state.titles < 2) return pass(`${state?.shown ?? 0} items laid out without overlap, pictures set (no filter bar)`);
  const title = root.locator('.elementor-gallery-title').nth(1);
  const index = (await title.getAttribute('data-gallery-index')) ?? '';
  const expected = state.tagged.filter((tags) => tags.split(',').map((tag) => tag.trim()).includes(index)).length;
  await clickLike(title);
  const filtered = await waitForCheck(page, async () => {
    const after = await read(page, selector);
    if (!after) return 'the gallery is gone';
    if (after.shown !== expected) return `${after.shown} items shown, expected ${expected} tagged ${index}`;
    return (await title.getAttribute('class'))?.includes('elementor-item-active') ? null : 'the filter title lacks elementor-item-active';
  }, 2000);
  return filtered ? fail(`after filtering by ${index}: ${filtered}`) : pass(`laid out, pictures set; filter ${index} shows its ${expected} items`);
};
