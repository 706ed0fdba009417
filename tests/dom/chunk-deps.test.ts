// The shared chunks a module imports are preloaded beside it once each, and not at all when the page already has them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadDeps, setChunkDeps } from '../../src/core/chunk-deps.ts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href.split('/').pop());

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('preloadDeps', () => {
  it('adds one modulepreload link per shared chunk of the module, once', () => {
    setChunkDeps(['shared-1.js', 'shared-2.js', 'other.js'], { 'widgets/tabs': [0, 1], 'widgets/toggle': [1, 2] });
    preloadDeps('widgets/tabs');
    preloadDeps('widgets/tabs');
    expect(preloads()).toEqual(['shared-1.js', 'shared-2.js']);
    preloadDeps('widgets/toggle');
    expect(preloads()).toEqual(['shared-1.js', 'shared-2.js', 'other.js']);
  });

  it('adds none for a chunk the page has fetched already (a behaviour chunk another module imports)', () => {
    setChunkDeps(['popups-1.js', 'shared-9.js'], { 'behaviours/popups/actions': [0, 1] });
    const fetched = new URL('popups-1.js', new URL('../../src/core/chunk-deps.ts', import.meta.url)).href;
    const real = performance.getEntriesByName.bind(performance);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string, type?: string) =>
      name.endsWith('/popups-1.js') ? [{ name: fetched } as PerformanceEntry] : real(name, type));
    preloadDeps('behaviours/popups/actions');
    expect(preloads()).toEqual(['shared-9.js']);
  });
});
