import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeDocument } from '../../src/core/observe.ts';

const controller = { current: new AbortController() };
afterEach(() => {
  controller.current.abort();
  controller.current = new AbortController();
  vi.restoreAllMocks();
  document.head.querySelectorAll('[data-test]').forEach((node) => node.remove());
  document.body.innerHTML = '';
});

/** MutationObserver callbacks run as microtasks; one macrotask later they have all run. */
const settle = () => new Promise((done) => setTimeout(done));

describe('the document observer', () => {
  it('asks for no frame when only the head changes: links, scripts, styles or meta tags that come or go there', async () => {
    // Root cause: every modulepreload link wisp adds around a first tap asked for a frame callback and a scan.
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    observeDocument(controller.current.signal);
    for (const tag of ['link', 'script', 'style', 'meta']) {
      const element = document.createElement(tag);
      element.setAttribute('data-test', '');
      document.head.append(element);
    }
    await settle();
    document.head.querySelector('link[data-test]')?.remove();
    await settle();
    expect(frames).not.toHaveBeenCalled();
  });

  it('asks for one frame for content added to the page', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    observeDocument(controller.current.signal);
    document.body.append(document.createElement('div'), document.createElement('section'));
    await settle();
    expect(frames).toHaveBeenCalledTimes(1);
  });
});
