// What a behaviour waiting for the first input fetches as it wakes: for the element reached for, or (null) for an input
// anywhere else; and action links' choice, the popup actions on a page that prints a popup.
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each fetch of the popup actions asks for their chunks first: the count of those calls is the count of fetches.
vi.mock('../../src/core/chunk-deps.ts', async (importOriginal) => ({ ...await importOriginal<object>(), preloadDeps: vi.fn() }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
  vi.useRealTimers();
});

describe('waking on the first input', () => {
  it('calls warm with the element reached for when the input is on one it takes, with null once idle after any other', async () => {
    vi.useFakeTimers();
    const { afterFirstInput } = await import('../../src/core/first-input.ts');
    document.body.innerHTML = '<a id="link" href="#x">x</a><p id="text">text</p>';
    const link = document.getElementById('link') as HTMLElement;
    const onLink = vi.fn();
    afterFirstInput(() => Promise.resolve(), { wants: (target) => target === link, warm: onLink }, (work) => work());
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(onLink).toHaveBeenCalledWith(link);

    vi.resetModules();
    const fresh = await import('../../src/core/first-input.ts');
    const elsewhere = vi.fn();
    fresh.afterFirstInput(() => Promise.resolve(), { wants: (target) => target === link, warm: elsewhere }, (work) => work());
    (document.getElementById('text') as HTMLElement).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // Not in the input's own task: after its gesture (0.4 s with no click), when the page is next idle.
    expect(elsewhere).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(401);
    expect(elsewhere).toHaveBeenCalledTimes(1);
    expect(elsewhere).toHaveBeenCalledWith(null);
  });
});

describe('an element another behaviour answers (a popup link the popups behaviour draws)', () => {
  it('wakes nothing and warms nothing when reached for; its click is answered, not held, and the gesture\'s end wakes it', async () => {
    vi.useFakeTimers();
    const { afterFirstInput } = await import('../../src/core/first-input.ts');
    document.body.innerHTML = '<a id="link" href="#x">x</a>';
    const link = document.getElementById('link') as HTMLElement;
    const warm = vi.fn();
    const start = vi.fn(() => Promise.resolve());
    const answered = vi.fn((target: Element, _act?: boolean) => target === link);
    afterFirstInput(start, { wants: (target) => target === link, warm, answered }, (work) => work());
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toHaveBeenCalledWith(link);
    expect(warm).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    let seen: boolean | null = null;
    document.addEventListener('click', (event) => void (seen = event.defaultPrevented), { once: true });
    link.dispatchEvent(click);
    // Answered in the click (act), its default prevented, and the page's own handlers see it at once: not held.
    expect(answered.mock.calls.filter(([, act]) => act === true)).toEqual([[link, true]]);
    expect(seen).toBe(true);
    expect(start).not.toHaveBeenCalled();
    // Woken with the others once the gesture is over and the page idle: as by an input anywhere else (warm with null).
    await vi.advanceTimersByTimeAsync(400);
    expect(start).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenCalledWith(null);
  });

  it('is taken as before by one with nothing answering it: woken and warmed by the reach', async () => {
    const { afterFirstInput } = await import('../../src/core/first-input.ts');
    document.body.innerHTML = '<a id="link" href="#x">x</a>';
    const link = document.getElementById('link') as HTMLElement;
    const warm = vi.fn();
    afterFirstInput(() => Promise.resolve(), { wants: (target) => target === link, warm, answered: () => false }, (work) => work());
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(warm).toHaveBeenCalledWith(link);
  });
});

describe('what action links fetch as they wake', () => {
  const POPUP_LINK = `#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${btoa(JSON.stringify({ id: '7' }))}`;

  /** Action links' warm-up, and the popup actions' fetches so far (each asks for their chunks first), from fresh modules. */
  async function load() {
    const { preloadDeps } = await import('../../src/core/chunk-deps.ts');
    vi.mocked(preloadDeps).mockClear();
    const { WARM_ON_FIRST_INPUT, printsPopup } = await import('../../src/behaviours/first-input.ts');
    return { warm: WARM_ON_FIRST_INPUT.get('action-links'), printsPopup, fetches: vi.mocked(preloadDeps) };
  }

  it('the popup actions for an input anywhere on a page that prints a popup, even once the popups took it out', async () => {
    const { warm, printsPopup, fetches } = await load();
    document.body.innerHTML = '<div data-elementor-type="popup" data-elementor-id="7"></div><p>text</p>';
    expect(printsPopup()).toBe(true);
    // The popups behaviour takes its documents out of the page when it starts.
    document.body.innerHTML = '<p>text</p>';
    warm?.(null);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledWith('behaviours/popups/actions'));
  });

  it('nothing for an input anywhere on a page without a popup, nor for a link that opens none', async () => {
    const { warm, fetches } = await load();
    document.body.innerHTML = `<a id="other" href="#contact">contact</a><p>text</p>`;
    warm?.(null);
    warm?.(document.getElementById('other') as Element);
    await new Promise((done) => setTimeout(done, 20));
    expect(fetches).not.toHaveBeenCalled();
  });

  it('the popup actions for a popup link reached for, popup printed or not (the link names one; its click reports it)', async () => {
    const { warm, fetches } = await load();
    document.body.innerHTML = `<a id="opener" href="${POPUP_LINK}"><span id="icon">open</span></a>`;
    warm?.(document.getElementById('icon') as Element);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledWith('behaviours/popups/actions'));
  });
});
