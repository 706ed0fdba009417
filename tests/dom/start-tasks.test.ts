// Work that made a module's start a long task on a phone runs in a task of its own: the page's config, read from its
// scripts' text when an optimiser delayed them, and the popups' visit counting with the storage access it starts.
// A file of its own: the config and the device mode are read once per page (module state).
import { afterEach, describe, expect, it } from 'vitest';
import { startBehaviours } from '../../src/core/activate.ts';
import popups from '../../src/behaviours/popups/index.ts';
import { pageConfig } from '../../src/shared/config.ts';
import { nextTask, stubHost } from './helpers.ts';
import { popupDocument } from './popup-markup.ts';


afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

describe('the page’s config', () => {
  it('is read, and the device mode written, in a task after the activate chunk’s first call, with nothing mounted', async () => {
    document.body.innerHTML = '<script type="rocketlazyloadscript" id="elementor-frontend-js-before">var elementorFrontendConfig = {"version":"3.27.6","responsive":{"activeBreakpoints":{}}};</script><main><p>Text</p></main>';
    const controller = new AbortController();
    startBehaviours(stubHost(), controller.signal);
    expect(document.body.hasAttribute('data-elementor-device-mode')).toBe(false);
    await nextTask();
    await nextTask();
    expect(['mobile', 'tablet', 'desktop']).toContain(document.body.getAttribute('data-elementor-device-mode'));
    controller.abort();
  });
});

describe('the popups’ start', () => {
  it('counts the visit in a task after its own, and not at all once stopped', async () => {
    document.body.innerHTML = popupDocument();
    const controller = new AbortController();
    popups.start({ signal: controller.signal, config: pageConfig(), warn: () => undefined, track: () => undefined });
    expect(localStorage.getItem('elementor')).toBeNull();
    await nextTask();
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}')).toMatchObject({ pageViews: 1 });
    controller.abort();

    localStorage.clear();
    const stopped = new AbortController();
    popups.start({ signal: stopped.signal, config: pageConfig(), warn: () => undefined, track: () => undefined });
    stopped.abort();
    await nextTask();
    expect(localStorage.getItem('elementor')).toBeNull();
  });
});
