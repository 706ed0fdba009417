import { expect, test, type Page } from '@playwright/test';
import { isMobileProject, watchConsole, wispIdle } from './helpers.ts';

// The expected values below follow the documented formulas (elementor-pro.md §4), written out again here rather than
// imported from src, so a wrong formula in src cannot make its own test pass.

type Probe = { top: number; content: number; viewport: number; vars: Record<string, string>; transform: string; opacity: string; hostTransition: string };

const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Reads what drives a widget's effect (its parent's place and content height) and what wisp wrote on its target. */
function probe(page: Page, id: string): Promise<Probe> {
  return page.evaluate((widgetId) => {
    const widget = document.querySelector<HTMLElement>(`[data-id="${widgetId}"]`);
    if (!widget) throw new Error(`no ${widgetId}`);
    const target = widget.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? widget;
    const parent = target.parentElement as HTMLElement;
    const style = getComputedStyle(parent);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const content = px(style.height) - px(style.paddingTop) - px(style.paddingBottom) - px(style.borderTopWidth) - px(style.borderBottomWidth);
    const vars: Record<string, string> = {};
    for (const name of ['translateX', 'translateY', 'rotateZ', 'rotateX', 'rotateY', 'scale', 'blur']) vars[name] = target.style.getPropertyValue(`--${name}`);
    return {
      top: parent.getBoundingClientRect().top, content, viewport: innerHeight, vars, transform: target.style.transform,
      opacity: target.style.opacity, hostTransition: target.style.getPropertyValue('--e-transform-transition-duration'),
    };
  }, id);
}

/** Progress of the parent through the viewport, 0–100, rounded to 2 decimals as the original rounds it. */
const progressOf = ({ top, content, viewport }: Probe) => Number((Math.max(0, Math.min((viewport - top) / (viewport + content), 1)) * 100).toFixed(2));
const pct = (passed: number, range: number) => Number(((passed / range) * 100).toFixed(2));

/** Scrolls so the widget's parent top sits at `fraction` of the viewport height, then lets a frame run. */
async function scrollParentTo(page: Page, id: string, fraction: number): Promise<void> {
  await page.evaluate(({ widgetId, at }) => {
    const widget = document.querySelector<HTMLElement>(`[data-id="${widgetId}"]`) as HTMLElement;
    const target = widget.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? widget;
    const top = (target.parentElement as HTMLElement).getBoundingClientRect().top + scrollY;
    window.scrollTo({ top: top - innerHeight * at, behavior: 'instant' });
  }, { widgetId: id, at: fraction });
  await frames(page);
}

async function openScroll(page: Page): Promise<void> {
  await page.goto('/fixtures/motion-effects/scroll.html');
  await wispIdle(page);
  // Motion effects load near the viewport: bring every card close once so each has mounted.
  for (const id of ['b8a0101', 'b8a0201', 'b8a0301', 'b8a0401', 'b8a0501', 'b8a0601', 'b8a0701']) {
    await page.locator(`[data-id="${id}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-id="${id}"]`)).toHaveAttribute('data-wisp-ready', '');
  }
}

const POSITIONS = [0.9, 0.6, 0.3, 0.05];

test.describe('scroll motion effects follow the documented formulas at measured scroll positions', () => {
  test('translateY: −(p − 50) × speed px, on the inner container, with the 100 ms transition reset', async ({ page }) => {
    const log = watchConsole(page);
    await openScroll(page);
    for (const at of POSITIONS) {
      await scrollParentTo(page, 'b8a0101', at);
      // Written on the frame after the scroll, which a loaded machine may run after the two frames waited for.
      await expect.poll(async () => {
        const state = await probe(page, 'b8a0101');
        return Math.abs(Number.parseFloat(state.vars['translateY'] ?? '') + (progressOf(state) - 50) * 4);
      }).toBeLessThan(1e-6);
      const state = await probe(page, 'b8a0101');
      expect(state.transform).toBe('translateY(var(--translateY))');
      expect(state.hostTransition).toBe('100ms');
    }
    await expect(page.locator('[data-id="b8a0101"] > .elementor-widget-container')).toHaveClass(/elementor-motion-effects-element/);
    await expect(page.locator('[data-id="b8a0101"]')).toHaveClass(/elementor-motion-effects-parent/);
    expect(log.errors).toEqual([]);
    expect(log.wispWarnings).toEqual([]);
  });

  test('translateX reversed: the progress is mirrored (100 − p) before the step', async ({ page }) => {
    await openScroll(page);
    for (const at of POSITIONS) {
      await scrollParentTo(page, 'b8a0201', at);
      // As above: written on the frame after the scroll.
      await expect.poll(async () => {
        const state = await probe(page, 'b8a0201');
        return Math.abs(Number.parseFloat(state.vars['translateX'] ?? '') + ((100 - progressOf(state)) - 50) * 2);
      }).toBeLessThan(1e-6);
    }
  });

  test('rotateZ holds the progress inside its affected range (20–80)', async ({ page }) => {
    await openScroll(page);
    for (const at of POSITIONS) {
      await scrollParentTo(page, 'b8a0301', at);
      // As above: the write may come a frame after the two waited for (a desktop run under load read -30 for 30).
      await expect.poll(async () => {
        const state = await probe(page, 'b8a0301');
        const held = Math.min(Math.max(progressOf(state), 20), 80);
        return Math.abs(Number.parseFloat(state.vars['rotateZ'] ?? '') + (held - 50) * 1);
      }).toBeLessThan(1e-6);
    }
  });

  test('scale, opacity and blur follow their curves through the 20–80 range', async ({ page }) => {
    await openScroll(page);
    const scaleUp = (p: number) => (p < 20 ? 0 : p < 80 ? pct(p - 20, 60) : 100);
    const inOutIn = (p: number) => (p < 20 ? 100 - pct(p, 20) : p < 80 ? 0 : 100 - pct(100 - p, 20));
    // Each value is written on the frame after the scroll, which a loaded machine may run after the two frames waited for.
    const settled = (id: string, expected: (state: Probe) => number, written: (state: Probe) => number) =>
      expect.poll(async () => {
        const state = await probe(page, id);
        return Math.abs(written(state) - expected(state));
      }).toBeLessThan(1e-6);
    for (const at of POSITIONS) {
      await scrollParentTo(page, 'b8a0401', at);
      await settled('b8a0401', (s) => 1 + (4 * scaleUp(progressOf(s))) / 1000, (s) => Number.parseFloat(s.vars['scale'] ?? ''));
      await scrollParentTo(page, 'b8a0501', at);
      await settled('b8a0501', (s) => 1 - 1 + (1 * inOutIn(progressOf(s))) / 100, (s) => Number.parseFloat(s.opacity));
      await scrollParentTo(page, 'b8a0601', at);
      await settled('b8a0601', (s) => 7 - (7 * scaleUp(progressOf(s))) / 100, (s) => Number.parseFloat(s.vars['blur'] ?? ''));
    }
    await expect(page.locator('[data-id="b8a0601"] > .elementor-widget-container')).toHaveCSS('filter', /blur/);
  });

  test('with optimized markup the widget itself moves, driven by its container', async ({ page }) => {
    await openScroll(page);
    await scrollParentTo(page, 'b8a0701', 0.5);
    // The value is written on the frame after a scroll: a busy machine may read one frame early, so poll until the
    // written value and the measured position agree exactly.
    await expect.poll(async () => {
      const state = await probe(page, 'b8a0701');
      return Math.abs(Number.parseFloat(state.vars['translateY'] ?? '') + (progressOf(state) - 50) * 2);
    }).toBeLessThan(1e-6);
    await expect(page.locator('[data-id="b8a0701"]')).toHaveClass(/elementor-motion-effects-element/);
  });

  test('a background moves inside a layer 30 % taller than its container: −(layer − container height) × p / 100', async ({ page }) => {
    await openScroll(page);
    const root = page.locator('[data-id="b8a0800"]');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-wisp-ready', '');
    await expect(root).toHaveClass(/elementor-motion-effects-element-type-background/);
    await frames(page);
    const state = await root.evaluate((element) => {
      const layer = element.querySelector<HTMLElement>(':scope > .elementor-motion-effects-container > .elementor-motion-effects-layer') as HTMLElement;
      const parent = element.parentElement as HTMLElement;
      return {
        layer: Number.parseFloat(getComputedStyle(layer).height), box: element.getBoundingClientRect().height,
        top: parent.getBoundingClientRect().top, content: Number.parseFloat(getComputedStyle(parent).height), viewport: innerHeight,
        translateY: layer.style.getPropertyValue('--translateY'), height: layer.style.height,
      };
    });
    expect(state.height).toBe('130%');
    const passed = Number((Math.max(0, Math.min((state.viewport - state.top) / (state.viewport + state.content), 1)) * 100).toFixed(2));
    expect(Number.parseFloat(state.translateY)).toBeCloseTo(-((state.layer - state.box) * passed) / 100, 4);
  });

  test('teardown gives back every class, layer and inline style', async ({ page }) => {
    // The page as the server sent it: loaded once without wisp.
    await page.route('**/wisp/loader.js', (route) => route.abort());
    await page.goto('/fixtures/motion-effects/scroll.html');
    const before = await page.evaluate(() => document.querySelector('.elementor-970')?.outerHTML);
    await page.unrouteAll();
    await openScroll(page);
    await page.locator('[data-id="b8a0800"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-id="b8a0800"]')).toHaveAttribute('data-wisp-ready', '');
    await page.evaluate(() => window.wisp?.destroy());
    // Only this fixture's motion markup is compared: other modules' ready markers go with destroy too.
    const after = await page.evaluate(() => document.querySelector('.elementor-970')?.outerHTML);
    expect(after).toBe(before);
  });

  test('with reduced motion nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openScroll(page);
    await scrollParentTo(page, 'b8a0101', 0.5);
    const state = await probe(page, 'b8a0101');
    expect(state.vars['translateY']).toBe('');
    expect(state.transform).toBe('');
    await expect(page.locator('.elementor-motion-effects-element')).toHaveCount(0);
  });
});

test.describe('mouse motion effects', () => {
  const pointAt = async (page: Page, x: number, y: number) => {
    await page.mouse.move(x, y);
    await frames(page);
    const size = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    return { pX: (100 / size.width) * x, pY: (100 / size.height) * y };
  };
  // Whole pixels: the pointer's client coordinates are integers.
  const SPOTS = [[97, 451], [301, 88]] as const;

  test('mouse tracking moves against the pointer, or with it when direct, by its viewport percentage', async ({ page }) => {
    await page.goto('/fixtures/motion-effects/mouse.html');
    await page.locator('[data-id="b8b0201"]').scrollIntoViewIfNeeded();
    await wispIdle(page);
    for (const [x, y] of SPOTS) {
      const { pX, pY } = await pointAt(page, x, y);
      const track = await probe(page, 'b8b0101');
      expect(Number.parseFloat(track.vars['translateX'] ?? '')).toBeCloseTo(-(pX - 50) * 1, 6);
      expect(Number.parseFloat(track.vars['translateY'] ?? '')).toBeCloseTo(-(pY - 50) * 1, 6);
      const direct = await probe(page, 'b8b0201');
      expect(Number.parseFloat(direct.vars['translateX'] ?? '')).toBeCloseTo(-((100 - pX) - 50) * 2, 6);
      expect(Number.parseFloat(direct.vars['translateY'] ?? '')).toBeCloseTo(-((100 - pY) - 50) * 2, 6);
    }
  });

  test('tilt turns the card by a tenth of its speed per percent, in a parent given perspective', async ({ page }) => {
    await page.goto('/fixtures/motion-effects/mouse.html');
    await page.locator('[data-id="b8b0301"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-id="b8b0301"]')).toHaveAttribute('data-wisp-ready', '');
    for (const [x, y] of SPOTS) {
      const { pX, pY } = await pointAt(page, x, y);
      const tilt = await probe(page, 'b8b0301');
      expect(Number.parseFloat(tilt.vars['rotateX'] ?? '')).toBeCloseTo(-(pY - 50) * 0.4, 6);
      expect(Number.parseFloat(tilt.vars['rotateY'] ?? '')).toBeCloseTo(-((100 - pX) - 50) * 0.4, 6);
      expect(tilt.transform).toBe('rotateX(var(--rotateX))rotateY(var(--rotateY))');
    }
    await expect(page.locator('[data-id="b8b0301"]')).toHaveClass(/elementor-motion-effects-perspective/);
  });
});

test.describe('devices', () => {
  test('an effect runs only on the devices it lists', async ({ page }, info) => {
    await page.goto('/fixtures/motion-effects/devices.html');
    await wispIdle(page);
    await frames(page);
    const mobile = isMobileProject(info.project.name);
    // The first transform is written in the frame after mount, which a loaded machine can delay: poll for it.
    await expect.poll(async () => (await probe(page, mobile ? 'b8c0201' : 'b8c0101')).vars['translateY']).toMatch(/px$/);
    await frames(page);
    expect((await probe(page, mobile ? 'b8c0101' : 'b8c0201')).vars['translateY']).toBe('');
  });

  test('a resize across a breakpoint switches the effects over', async ({ page }, info) => {
    test.skip(isMobileProject(info.project.name), 'resizes a desktop window');
    await page.goto('/fixtures/motion-effects/devices.html');
    await wispIdle(page);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(async () => (await probe(page, 'b8c0101')).vars['translateY']).toBe('');
    await expect.poll(async () => (await probe(page, 'b8c0201')).vars['translateY']).toMatch(/px$/);
  });

  test('an unknown effect and a speed that is not a number warn once each; the known effect runs with its default speed', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/fixtures/motion-effects/devices.html');
    await page.locator('[data-id="b8c0301"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-id="b8c0301"]')).toHaveAttribute('data-wisp-ready', '');
    await frames(page);
    expect(log.wispWarnings.map((text) => text.replace(/ JSHandle@node$/, '')).sort()).toEqual([
      '[wisp] motion-effects: "wobble" is not a motion effect; ignored',
      '[wisp] motion-effects: setting "motion_fx_translateY_speed" is not a number; using 4',
    ]);
    const state = await probe(page, 'b8c0301');
    expect(Number.parseFloat(state.vars['translateY'] ?? '')).toBeCloseTo(-(progressOf(state) - 50) * 4, 6);
  });
});
