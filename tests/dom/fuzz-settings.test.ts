import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { boot, touch } from './helpers.ts';
import { indexFixtures } from './fixture-elements.ts';
import { FEATURES, WIDGETS } from '../../src/core/registry.ts';
import { importFeature, importWidget } from '../../src/core/activate.ts';
import type { WispApi } from '../../src/core/api.ts';
import type { LoadedModule } from '../../src/core/types.ts';
import {
  fuzzOptions, hostileSettings, notAnObjectText, prototypeDamage, recordFigures, runs, STRESS, toAttribute, toJsonText,
} from '../unit/fuzz-support.ts';

// Every registered widget kind and element feature gets hostile `data-settings`, generically: a kind added to the
// registry is covered as soon as one fixture page shows its markup.
const index = indexFixtures();
const LONG = STRESS ? 900_000 : 60_000;
const KINDS = [...WIDGETS.keys()];
const figures = { kinds: KINDS.length, features: FEATURES.length, parseCases: 0, mountCases: 0, mountedCases: 0, invalidTextCases: 0, popupCases: 0, guttedKinds: 0, kindsWithoutFixture: [] as string[] };
let api: WispApi;
let errors: unknown[][] = [];
let warnings: unknown[][] = [];

beforeAll(async () => {
  // Offline: widgets that fetch (lottie files, listings) meet a failing network, which they must survive too.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline (fuzz suite)')));
  api = await boot('');
});

afterAll(() => {
  api.destroy();
  vi.unstubAllGlobals();
  recordFigures('fuzz-settings', figures);
});

afterEach(() => vi.restoreAllMocks());

function watchConsole(): void {
  errors = [];
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
}

/** Replaces the page with `html`, lets wisp find it, fires every trigger and waits until all is settled. */
async function mountAlone(html: string): Promise<{ root: HTMLElement; before: string }> {
  api.destroy(document.body);
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as HTMLElement;
  const before = root.outerHTML;
  api.rescan(document.body);
  await api.idle();
  await touch(api, root);
  await api.idle();
  return { root, before };
}

/** The element with its `data-settings` replaced by `text` (printed as a server would escape it). */
function withSettings(html: string, text: string): string {
  const host = document.createElement('div');
  host.innerHTML = html;
  const root = host.firstElementChild as HTMLElement;
  root.removeAttribute('data-settings');
  return root.outerHTML.replace(/^<([a-z0-9-]+)/i, `<$1 data-settings='${toAttribute(text)}'`);
}

const shell = (kind: string) =>
  `<div class="elementor-element elementor-element-fa11ed0 elementor-widget elementor-widget-${kind}" data-id="fa11ed0" data-element_type="widget" data-widget_type="${kind}.default"><div class="elementor-widget-container"></div></div>`;

const markupOf = (kind: string): string => index.widgets.get(kind) ?? shell(kind);

/** Console errors wisp printed: a mount or a cleanup that threw, or the queue's last line of defence. */
const crashes = () => errors.filter((args) => /failed to start|cleanup failed|\[wisp\] core:/.test(String(args[0])));

function expectWellFormed(result: ReturnType<LoadedModule['parse']>): void {
  expect(typeof result.ok).toBe('boolean');
  if (!result.ok) {
    expect(typeof result.key).toBe('string');
    expect(typeof result.message).toBe('string');
  } else for (const warning of result.warnings ?? []) expect(typeof warning.message).toBe('string');
}

describe('every widget kind under hostile data-settings', () => {
  for (const kind of KINDS) {
    it(`${kind}: parse never throws, always answers well-formed and pollutes no prototype`, async () => {
      const module = (await importWidget(kind)).default;
      const host = document.createElement('div');
      host.innerHTML = markupOf(kind);
      const root = host.firstElementChild as HTMLElement;
      fc.assert(fc.property(hostileSettings(index.keys), (raw) => {
        figures.parseCases += 1;
        expectWellFormed(module.parse(JSON.parse(toJsonText(raw)) as Record<string, unknown>, root));
        expect(prototypeDamage()).toEqual([]);
      }), fuzzOptions(runs(100, 1000)));
    }, LONG);

    it(`${kind}: mounting with any settings object crashes nothing and pollutes no prototype`, async () => {
      if (!index.widgets.has(kind)) figures.kindsWithoutFixture.push(kind);
      await fc.assert(fc.asyncProperty(hostileSettings(index.keys), async (raw) => {
        figures.mountCases += 1;
        watchConsole();
        const { root } = await mountAlone(withSettings(markupOf(kind), toJsonText(raw)));
        if (api.report().some((row) => row.element === root && row.status === 'mounted')) figures.mountedCases += 1;
        api.destroy(document.body);
        expect(crashes()).toEqual([]);
        expect(prototypeDamage()).toEqual([]);
      }), fuzzOptions(runs(10, 100)));
    }, LONG);

    it(`${kind}: settings that are not a JSON object warn once and leave the markup byte-identical`, async () => {
      await fc.assert(fc.asyncProperty(notAnObjectText, async (text) => {
        figures.invalidTextCases += 1;
        watchConsole();
        const { root, before } = await mountAlone(withSettings(markupOf(kind), text));
        expect(root.outerHTML).toBe(before);
        expect(warnings.filter((args) => args[1] === root).map((args) => String(args[0]))).toEqual([
          expect.stringMatching(new RegExp(`^\\[wisp\\] ${kind}: data-settings is not (valid JSON|a JSON object); left as it is$`)),
        ]);
        expect(crashes()).toEqual([]);
      }), fuzzOptions(runs(4, 40)));
    }, LONG);
  }

  it('a widget with its inner markup gutted either mounts or warns, and a warning always leaves it byte-identical', async () => {
    for (const kind of KINDS) {
      figures.guttedKinds += 1;
      watchConsole();
      const { root, before } = await mountAlone(shell(kind));
      const status = api.report().find((row) => row.element === root && row.module === kind)?.status;
      expect(crashes(), kind).toEqual([]);
      if (status === 'invalid') {
        expect(root.outerHTML, kind).toBe(before);
        expect(warnings.some((args) => args[1] === root), kind).toBe(true);
      } else expect(['mounted', 'pending'], kind).toContain(status);
    }
  }, LONG);
});

describe('element features under hostile data-settings', () => {
  for (const feature of FEATURES) {
    it(`${feature.name}: wants and parse never throw on any settings object`, async () => {
      const module = (await importFeature(feature.name)).default;
      const element = document.createElement('section');
      fc.assert(fc.property(hostileSettings(index.keys), (raw) => {
        figures.parseCases += 1;
        const settings = JSON.parse(toJsonText(raw)) as Record<string, unknown>;
        expect(typeof feature.wants(element, settings)).toBe('boolean');
        expectWellFormed(module.parse(settings, element));
        expect(prototypeDamage()).toEqual([]);
      }), fuzzOptions(runs(100, 1000)));
    }, LONG);
  }

  it('sections, columns and containers from the fixtures crash nothing under any settings object', async () => {
    const elements = index.elements.filter((_, position) => position % 8 === 0);
    expect(elements.length).toBeGreaterThan(0);
    await fc.assert(fc.asyncProperty(fc.constantFrom(...elements), hostileSettings(index.keys), async (html, raw) => {
      figures.mountCases += 1;
      watchConsole();
      await mountAlone(withSettings(html, toJsonText(raw)));
      api.destroy(document.body);
      expect(crashes()).toEqual([]);
      expect(prototypeDamage()).toEqual([]);
    }), fuzzOptions(runs(40, 400)));
  }, LONG);
});

describe('popup documents under hostile data-elementor-settings', () => {
  it('toPopupSettings answers defaults plus warnings for anything, and never throws', async () => {
    const { toPopupSettings } = await import('../../src/behaviours/popups/settings.ts');
    fc.assert(fc.property(fc.oneof(hostileSettings(index.keys).map(toJsonText), notAnObjectText), (text) => {
      figures.parseCases += 1;
      const { settings, warnings } = toPopupSettings(text);
      expect(typeof settings).toBe('object');
      for (const warning of warnings) expect(typeof warning.message).toBe('string');
      expect(prototypeDamage()).toEqual([]);
    }), fuzzOptions(runs(150, 1500)));
  });

  it('a page with a popup carrying any settings boots its behaviours and crashes nothing', async () => {
    expect(index.popups.length).toBeGreaterThan(0);
    api.destroy();
    await fc.assert(fc.asyncProperty(fc.constantFrom(...index.popups), fc.oneof(hostileSettings(index.keys).map(toJsonText), notAnObjectText), async (html, text) => {
      figures.popupCases += 1;
      watchConsole();
      const host = document.createElement('div');
      host.innerHTML = html;
      const popup = host.firstElementChild as HTMLElement;
      popup.setAttribute('data-elementor-settings', text);
      const page = await boot(popup.outerHTML);
      await vi.waitFor(() => expect(page.report().some((row) => row.module === 'popups' && row.status !== 'pending' && row.status !== 'loading')).toBe(true), { timeout: 3000, interval: 20 });
      await page.idle();
      page.destroy();
      expect(crashes()).toEqual([]);
      expect(errors.filter((args) => String(args[0]).includes('popups'))).toEqual([]);
      expect(prototypeDamage()).toEqual([]);
    }), fuzzOptions(runs(15, 150)));
    api = await boot('');
  }, LONG);
});
