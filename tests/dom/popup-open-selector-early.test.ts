// A click on a popup's `open_selector` match while the selector's code (a chunk of its own) is still on its way.
// Root cause of the lost tap: the delegated click listener only asked the selectors already read, and each
// `open_selector` is read once page-selector.ts has loaded, so a visitor's tap right after load opened nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOpen, startPopupsAlone, stopPopupsAlone } from './behaviour-helpers.ts';
import { popupDocument } from './popup-markup.ts';

afterEach(stopPopupsAlone);

describe('a click on an open_selector match before the selector is read', () => {
  it('opens that popup once the selector is in, and once only', async () => {
    const { shown } = await startPopupsAlone('<button class="js-open"><span id="inner">Open</span></button><button id="other">Other</button>'
      + popupDocument('1203', { open_selector: '.js-open', timing: [] }) + popupDocument('1204', { open_selector: '#nothing-here', timing: [] }));
    // Same turn as the start: the selector code cannot have arrived yet.
    document.getElementById('inner')?.click();
    document.getElementById('other')?.click();
    expect(isOpen('1203')).toBe(false);
    await vi.waitFor(() => expect(isOpen('1203')).toBe(true), { timeout: 3000, interval: 10 });
    // Drawn as the selector came; shown (the show event) once the popup code has taken the drawing over, and once only.
    await vi.waitFor(() => expect(shown).toEqual([1203]), { timeout: 3000, interval: 10 });
    await new Promise((done) => setTimeout(done, 50));
    expect(shown).toEqual([1203]);
    expect(isOpen('1204')).toBe(false);
  });

  it('opens nothing when the behaviour stopped before the selector was read', async () => {
    const { controller, shown } = await startPopupsAlone('<button class="js-open">Open</button>' + popupDocument('1203', { open_selector: '.js-open', timing: [] }));
    document.querySelector<HTMLElement>('.js-open')?.click();
    controller.abort();
    await new Promise((done) => setTimeout(done, 200));
    expect(shown).toEqual([]);
  });

  it('after every selector is read, keeps no clicks: a later click opens the popup once, by the selectors read', async () => {
    const { controller, shown } = await startPopupsAlone('<button class="js-open">Open</button>' + popupDocument('1203', { open_selector: '.js-open', timing: [] }));
    // The popup opens from a click only once its selector has been read, as with a click that comes after load.
    await vi.waitFor(() => {
      document.querySelector<HTMLElement>('.js-open')?.click();
      expect(isOpen('1203')).toBe(true);
    }, { timeout: 3000, interval: 20 });
    const { closePopup } = await import('../../src/behaviours/popups/popup.ts');
    closePopup('1203');
    const before = shown.length;
    document.querySelector<HTMLElement>('.js-open')?.click();
    await new Promise((done) => setTimeout(done, 50));
    expect(shown.length - before).toBe(1);
  });
});
