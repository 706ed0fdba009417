import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';
import { nestedAccordionWidget } from './content-markup.ts';
import { reduceMotion } from './fake-observer.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  location.hash = '';
});

const root = (id = 'a7b2d02') => $(`[data-id="${id}"]`);
const items = (id = 'a7b2d02') => [...$('.e-n-accordion', root(id)).children] as HTMLDetailsElement[];
const titles = (id = 'a7b2d02') => items(id).map((item) => item.querySelector('summary') as HTMLElement);
const openState = (id = 'a7b2d02') => items(id).map((item) => item.open);
const expanded = (id = 'a7b2d02') => titles(id).map((title) => title.getAttribute('aria-expanded'));

async function mounted(html: string, id = 'a7b2d02') {
  const api = await boot(html);
  await touch(api, root(id));
  return api;
}

/** Waits until no item is mid-animation: every `open` matches its title's `aria-expanded`. */
async function animationsDone(id = 'a7b2d02'): Promise<void> {
  await vi.waitFor(() => expect(openState(id).map(String)).toEqual(expanded(id)), { timeout: 2000 });
}

describe('nested accordion', () => {
  it('mounts on first interaction with the first item open as printed', async () => {
    const api = await mounted(nestedAccordionWidget());
    expect(root().hasAttribute('data-wisp-ready')).toBe(true);
    expect(openState()).toEqual([true, false, false]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(api.report().find((row) => row.module === 'nested-accordion')?.status).toBe('mounted');
  });

  it('opens a clicked item and closes the open one: aria-expanded when the animation starts, open when it ends', async () => {
    await mounted(nestedAccordionWidget());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    titles()[1]?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(expanded()[0]).toBe('false');
    expect(openState()).toEqual([true, true, false]);
    await animationsDone();
    expect(openState()).toEqual([false, true, false]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(items()[0]?.style.height).toBe('');
  });

  it('closes the open item when its title is clicked again', async () => {
    await mounted(nestedAccordionWidget());
    titles()[0]?.click();
    await animationsDone();
    expect(openState()).toEqual([false, false, false]);
  });

  it('keeps several items open with max_items_expended multiple', async () => {
    await mounted(nestedAccordionWidget('a7b2d02', { settings: '{"max_items_expended":"multiple","n_accordion_animation_duration":{"unit":"ms","size":50}}' }));
    titles()[1]?.click();
    titles()[2]?.click();
    await animationsDone();
    expect(openState()).toEqual([true, true, true]);
  });

  it('animates the height for n_accordion_animation_duration, read in ms or in seconds', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate');
    await mounted(nestedAccordionWidget('a7b2d02', { settings: '{"n_accordion_animation_duration":{"unit":"s","size":0.2}}' }));
    titles()[0]?.click();
    const [keyframes, options] = animate.mock.calls[0] ?? [];
    expect(keyframes).toHaveProperty('height');
    expect(options).toEqual({ duration: 200 });
  });

  it('skips the animation when the visitor prefers reduced motion', async () => {
    reduceMotion();
    const animate = vi.spyOn(Element.prototype, 'animate');
    await mounted(nestedAccordionWidget());
    titles()[2]?.click();
    expect(openState()).toEqual([false, false, true]);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(animate).not.toHaveBeenCalled();
  });

  it('moves focus with the arrows, Home and End (roving tabindex) and toggles with Enter and Space', async () => {
    reduceMotion();
    await mounted(nestedAccordionWidget());
    const [one, two, three] = titles();
    one?.focus();
    expect(press(one as HTMLElement, 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(two);
    expect(titles().map((title) => title.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    press(two as HTMLElement, 'ArrowRight');
    expect(document.activeElement).toBe(three);
    press(three as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(one);
    press(one as HTMLElement, 'End');
    expect(document.activeElement).toBe(three);
    press(three as HTMLElement, 'Home');
    expect(document.activeElement).toBe(one);
    expect(openState()).toEqual([true, false, false]);
    expect(press(two as HTMLElement, 'Enter').defaultPrevented).toBe(true);
    expect(openState()).toEqual([false, true, false]);
    press(two as HTMLElement, ' ');
    expect(openState()).toEqual([false, false, false]);
  });

  it('closes an open item on Escape on its title, and ignores Escape on a closed one', async () => {
    reduceMotion();
    await mounted(nestedAccordionWidget());
    expect(press(titles()[1] as HTMLElement, 'Escape').defaultPrevented).toBe(false);
    expect(press(titles()[0] as HTMLElement, 'Escape').defaultPrevented).toBe(true);
    expect(openState()).toEqual([false, false, false]);
  });

  it('returns focus to the title and closes the item on Escape inside its content', async () => {
    reduceMotion();
    await mounted(nestedAccordionWidget());
    const link = $('.answer-1');
    link.focus();
    expect(press(link, 'Escape').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(titles()[0]);
    expect(openState()).toEqual([false, false, false]);
  });

  it('opens the item a deep link names, on load and on hash change, closing the others', async () => {
    const prefix = String(Number.parseInt('a7b2d02', 16)).slice(0, 3);
    location.hash = `#e-n-accordion-item-${prefix}2`;
    await mounted(nestedAccordionWidget('a7b2d02', { contents: ['<p>1</p>', '<p id="deep-two">2</p>', '<p>3</p>'] }));
    expect(openState()).toEqual([false, false, true]);
    location.hash = '#deep-two';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(openState()).toEqual([false, true, false]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('keeps aria-expanded in step when the browser opens an item by itself (find in page)', async () => {
    await mounted(nestedAccordionWidget());
    const third = items()[2] as HTMLDetailsElement;
    third.open = true;
    await vi.waitFor(() => expect(titles()[2]?.getAttribute('aria-expanded')).toBe('true'));
  });

  it('leaves the items of a nested accordion inside an item to that accordion', async () => {
    reduceMotion();
    const inner = nestedAccordionWidget('a7b2d06', { contents: ['<p>Inner 1 <a href="#x" class="inner-link">x</a></p>', '<p>Inner 2</p>'] });
    const api = await mounted(nestedAccordionWidget('a7b2d02', { contents: [inner, '<p>2</p>'] }));
    await touch(api, root('a7b2d06'));
    titles('a7b2d06')[1]?.click();
    expect(openState('a7b2d06')).toEqual([false, true]);
    expect(openState()).toEqual([true, false]);
    press(titles('a7b2d06')[1] as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(titles('a7b2d06')[0]);
    titles('a7b2d06')[0]?.click();
    const link = $('.inner-link');
    link.focus();
    press(link, 'Escape');
    expect(document.activeElement).toBe(titles('a7b2d06')[0]);
    expect(openState('a7b2d06')).toEqual([false, false]);
    expect(openState()).toEqual([true, false]);
  });

  it('works with the .elementor-widget-container wrapper', async () => {
    reduceMotion();
    await mounted(nestedAccordionWidget('a7b2d02', { withContainer: true }));
    titles()[1]?.click();
    expect(openState()).toEqual([false, true, false]);
  });

  it('stops reacting after teardown and leaves a running animation finished', async () => {
    const api = await mounted(nestedAccordionWidget());
    titles()[1]?.click();
    api.destroy(root());
    expect(openState()).toEqual([false, true, false]);
    expect(items().map((item) => item.style.height)).toEqual(['', '', '']);
    const opened = vi.fn();
    root().addEventListener('wisp:item-open', opened);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    titles()[2]?.dispatchEvent(click);
    expect(opened).not.toHaveBeenCalled();
    expect(titles()[2]?.getAttribute('aria-expanded')).toBe('false');
  });

  it('warns once about a duration it cannot read and uses 400 ms', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const animate = vi.spyOn(Element.prototype, 'animate');
    await mounted(nestedAccordionWidget('a7b2d02', { settings: '{"n_accordion_animation_duration":{"unit":"ms","size":"slow"}}' }));
    titles()[0]?.click();
    expect(animate.mock.calls[0]?.[1]).toEqual({ duration: 400 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-accordion: setting "n_accordion_animation_duration"/);
  });

  it('leaves markup byte-identical with one warning when data-settings is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(nestedAccordionWidget('a7b2d02', { settings: '{"max_items_expended":' }));
    const before = root().outerHTML;
    await touch(api, root());
    press(titles()[0] as HTMLElement, 'ArrowDown');
    expect(root().outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-accordion: data-settings is not valid JSON/);
  });

  it('leaves markup byte-identical with one warning when there are no items', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot('<div class="elementor-element elementor-widget elementor-widget-n-accordion" data-id="a7b2d05" data-element_type="widget" data-widget_type="nested-accordion.default"><div class="e-n-accordion"><p>No items</p></div></div>');
    const element = $('[data-id="a7b2d05"]');
    const before = element.outerHTML;
    await touch(api, element);
    await touch(api, element);
    expect(element.outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] nested-accordion: no details\.e-n-accordion-item/);
    expect($$('[data-wisp-ready]')).toEqual([]);
  });
});
