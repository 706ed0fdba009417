import { afterEach, describe, expect, it, vi } from 'vitest';

const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  vi.useRealTimers();
  delete scope['YT'];
  for (const script of document.querySelectorAll('script[src*="youtube.com/iframe_api"]')) script.remove();
  vi.resetModules();
});

describe('video providers\' player API', () => {
  it('never takes a page element of the same name for the API (`<form id="YT">` with fields named loaded and Player)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { loadYouTube, API_POLL_MS } = await import('../../src/families/video/api.ts');
    const form = document.createElement('form');
    form.id = 'YT';
    form.innerHTML = '<input name="loaded"><input name="Player">';
    document.body.append(form);
    // What a browser's named access gives a script reading window.YT while the page has that form.
    scope['YT'] = form;
    let resolved: unknown = null;
    void loadYouTube().then((api) => (resolved = api));
    await vi.advanceTimersByTimeAsync(API_POLL_MS * 3);
    expect(resolved).toBeNull();
    const api = { loaded: 1, Player: function Player() {} };
    scope['YT'] = api;
    await vi.advanceTimersByTimeAsync(API_POLL_MS);
    expect(resolved).toBe(api);
    form.remove();
  });

  it('stops polling once the API has not come within its time limit', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { loadYouTube, API_WAIT_MS } = await import('../../src/families/video/api.ts');
    void loadYouTube();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(API_WAIT_MS + 1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
