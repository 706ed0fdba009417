import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, boot, touch } from './helpers.ts';
import { alertWidget } from './content-markup.ts';
import { reduceMotion } from './fake-observer.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

describe('alert', () => {
  it('fades the whole widget out over 400 ms on dismiss, then hides it', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate');
    const api = await boot(alertWidget());
    const root = $('[data-id="a1e7a01"]');
    await touch(api, root);
    const dismissed = vi.fn();
    root.addEventListener('wisp:dismiss', dismissed);
    $('.elementor-alert-dismiss').click();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]?.[0]).toEqual([{ opacity: expect.any(String) }, { opacity: 0 }]);
    expect(animate.mock.calls[0]?.[1]).toMatchObject({ duration: 400 });
    expect(dismissed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(root.style.display).toBe('none'));
  });

  it('hides at once when the visitor prefers reduced motion', async () => {
    reduceMotion();
    const api = await boot(alertWidget('a1e7a01', true, true));
    const root = $('[data-id="a1e7a01"]');
    await touch(api, root);
    $('.elementor-alert-dismiss').click();
    expect(root.style.display).toBe('none');
  });

  it('stays when a listener cancels wisp:before-dismiss', async () => {
    reduceMotion();
    const api = await boot(alertWidget());
    const root = $('[data-id="a1e7a01"]');
    await touch(api, root);
    root.addEventListener('wisp:before-dismiss', (event) => event.preventDefault());
    $('.elementor-alert-dismiss').click();
    expect(root.style.display).toBe('');
  });

  it('mounts without a dismiss button and without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(alertWidget('a1e7a02', false));
    const root = $('[data-id="a1e7a02"]');
    await touch(api, root);
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops reacting after teardown', async () => {
    reduceMotion();
    const api = await boot(alertWidget());
    const root = $('[data-id="a1e7a01"]');
    await touch(api, root);
    api.destroy(root);
    $('.elementor-alert-dismiss').click();
    expect(root.style.display).toBe('');
  });

  it('leaves markup byte-identical with one warning when the alert box is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot('<div class="elementor-element elementor-widget elementor-widget-alert" data-id="a1e7a03" data-element_type="widget" data-widget_type="alert.default"><button type="button" class="elementor-alert-dismiss">x</button></div>');
    const root = $('[data-id="a1e7a03"]');
    const before = root.outerHTML;
    await touch(api, root);
    $('.elementor-alert-dismiss').click();
    expect(root.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] alert: no \.elementor-alert/);
  });
});
