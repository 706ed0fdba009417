import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot, press, touch } from './helpers.ts';

// The fixture pages' widget markup, without their loader tag (the test boots the loader itself).
function fixture(path: string): string {
  const page = readFileSync(`${process.cwd()}/fixtures/${path}`, 'utf8');
  return page.slice(page.indexOf('<main'), page.indexOf('</main>') + 7);
}

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function mountNav() {
  const api = await boot(fixture('nav-menu/basic.html'));
  await touch(api, $('[data-id="6a1e001"]'));
  return api;
}

describe('nav menu', () => {
  it('prepares parent links and submenus as SmartMenus does, with the indicator from the icon setting', async () => {
    await mountNav();
    const link = $('#menu-1-6a1e001 > li > a.has-submenu');
    const sub = $(`#${link.getAttribute('aria-controls') ?? ''}`);
    expect(link.getAttribute('aria-haspopup')).toBe('true');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(sub.getAttribute('aria-hidden')).toBe('true');
    expect(sub.getAttribute('aria-labelledby')).toBe(link.id);
    expect(link.querySelector('.sub-arrow svg')).not.toBeNull();
    expect($('#menu-1-6a1e001').hasAttribute('data-smartmenus-id')).toBe(true);
  });

  it('parses an SVG icon once for every indicator of the page, each parent link getting its own copy', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const api = await boot(fixture('nav-menu/basic.html'));
    await touch(api, $('[data-id="6a1e001"]'));
    const arrows = $$('[data-id="6a1e001"] a.has-submenu .sub-arrow');
    expect(arrows.length).toBeGreaterThan(1);
    expect(new Set(arrows.map((arrow) => arrow.querySelector('svg'))).size).toBe(arrows.length);
    expect(arrows.every((arrow) => arrow.querySelector('svg path') !== null)).toBe(true);
    expect(parse.mock.calls.filter(([, type]) => type === 'image/svg+xml')).toHaveLength(1);
  });

  it('builds an indicator from icon markup that is not an SVG with the sanitiser, which loads only for it', async () => {
    const icon = '<i class="caret" onclick="alert(1)"></i><img src=x onerror="alert(2)">';
    const settings = JSON.stringify({ layout: 'horizontal', submenu_icon: { value: icon } }).replace(/"/g, '&quot;');
    const html = fixture('nav-menu/basic.html').replace(/(data-id="6a1e001"[^>]*data-settings=")[^"]*"/, `$1${settings}"`);
    const api = await boot(html);
    await touch(api, $('[data-id="6a1e001"]'));
    const arrow = $('#menu-1-6a1e001 > li > a.has-submenu .sub-arrow');
    await vi.waitFor(() => expect(arrow.querySelector('i.caret')).not.toBeNull());
    expect(arrow.innerHTML).not.toMatch(/onclick|onerror/);
  });

  it('opens a submenu 250 ms after the mouse enters and closes it 500 ms after the mouse leaves the menu', async () => {
    await mountNav();
    vi.useFakeTimers();
    const li = $('#menu-1-6a1e001 > li');
    const link = $('a', li);
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    vi.advanceTimersByTime(200);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(60);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(link.classList.contains('highlighted')).toBe(true);
    const sub = $(':scope > ul', li);
    expect(sub.getAttribute('aria-hidden')).toBe('false');
    expect(sub.style.display).toBe('block');
    expect(sub.style.minWidth).toBe('10em');
    $('#menu-1-6a1e001').dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(450);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(60);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(sub.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens on keyboard focus, enters with ArrowDown and closes with Escape back on the parent link', async () => {
    await mountNav();
    const link = $('#menu-1-6a1e001 > li > a');
    link.focus();
    expect(link.getAttribute('aria-expanded')).toBe('true');
    press(link, 'ArrowDown');
    const first = $('#menu-1-6a1e001 > li > ul > li > a');
    expect(document.activeElement).toBe(first);
    // Focus opened the first item's own nested submenu: the first Escape closes that one, the second steps back out.
    expect(first.getAttribute('aria-expanded')).toBe('true');
    press(first, 'Escape');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(first);
    press(first, 'Escape');
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    press(link, 'ArrowRight');
    expect(document.activeElement).toBe($('#menu-1-6a1e001 > li:nth-child(2) > a'));
  });

  it('toggles the mobile dropdown: class, ARIA, link tabindex and --menu-height', async () => {
    await mountNav();
    const toggle = $('[data-id="6a1e001"] .elementor-menu-toggle');
    const dropdown = $('[data-id="6a1e001"] nav.elementor-nav-menu--dropdown');
    toggle.click();
    expect(toggle.classList.contains('elementor-active')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dropdown.getAttribute('aria-hidden')).toBe('false');
    expect($$('a', dropdown).every((a) => a.getAttribute('tabindex') === '0')).toBe(true);
    expect(dropdown.style.getPropertyValue('--menu-height')).toBe('1000vmax');
    document.body.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(dropdown.style.getPropertyValue('--menu-height')).toBe('0');
    toggle.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    expect(toggle.classList.contains('elementor-active')).toBe(true);
  });

  it('mounts, toggle included, when an in-page link is an address the URL parser refuses (a custom link typed http://#contact)', async () => {
    // Before: the anchor highlight's URL parse threw, the mount failed and the hamburger toggle never started.
    const html = fixture('nav-menu/basic.html').replace('href="/cyber-essentials/#basic"', 'href="http://#basic"');
    expect(html).toContain('href="http://#basic"');
    const api = await boot(html);
    await touch(api, $('[data-id="6a1e001"]'));
    expect($('[data-id="6a1e001"]').hasAttribute('data-wisp-ready')).toBe(true);
    const toggle = $('[data-id="6a1e001"] .elementor-menu-toggle');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a dropdown submenu on the first click of its parent and follows the link on the second', async () => {
    await mountNav();
    const link = $('#menu-2-6a1e001 > li > a');
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('stops reacting after teardown', async () => {
    const api = await mountNav();
    api.destroy();
    $('[data-id="6a1e001"] .elementor-menu-toggle').click();
    expect($('[data-id="6a1e001"] .elementor-menu-toggle').classList.contains('elementor-active')).toBe(false);
  });

  it('warns once for a wrong setting and leaves widgets with missing markup byte-identical', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(fixture('nav-menu/bad-settings.html'));
    const before = ['6a1e004', '6a1e005'].map((id) => $(`[data-id="${id}"]`).outerHTML);
    for (const id of ['6a1e003', '6a1e004', '6a1e005']) await touch(api, $(`[data-id="${id}"]`));
    expect($('[data-id="6a1e003"]').hasAttribute('data-wisp-ready')).toBe(true);
    expect(['6a1e004', '6a1e005'].map((id) => $(`[data-id="${id}"]`).outerHTML)).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('search form', () => {
  it('opens the full-screen skin from its toggle, focuses the input, and closes on Escape back to the toggle', async () => {
    const api = await boot(fixture('search-form/basic.html'));
    await touch(api, $('[data-id="6c1e001"]'));
    const toggle = $('[data-id="6c1e001"] .elementor-search-form__toggle');
    const container = $('[data-id="6c1e001"] .elementor-search-form__container');
    toggle.click();
    expect(container.classList.contains('elementor-search-form--full-screen')).toBe(true);
    expect(container.classList.contains('elementor-lightbox')).toBe(true);
    expect(document.activeElement).toBe($('[data-id="6c1e001"] input'));
    press($('[data-id="6c1e001"] input'), 'Escape');
    expect(container.classList.contains('elementor-search-form--full-screen')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    press(toggle, 'Enter');
    $('[data-id="6c1e001"] .dialog-close-button').click();
    expect(container.classList.contains('elementor-lightbox')).toBe(false);
  });

  it('closes the full-screen skin with Escape also once focus has left it (neither version traps Tab there)', async () => {
    const api = await boot(fixture('search-form/basic.html'));
    await touch(api, $('[data-id="6c1e001"]'));
    const container = $('[data-id="6c1e001"] .elementor-search-form__container');
    $('[data-id="6c1e001"] .elementor-search-form__toggle').click();
    expect(container.classList.contains('elementor-search-form--full-screen')).toBe(true);
    const outside = $('[data-id="6c1e002"] input');
    outside.focus();
    press(outside, 'Escape');
    expect(container.classList.contains('elementor-search-form--full-screen')).toBe(false);
  });

  it('marks the minimal form while its input has focus and focuses the input from its icon', async () => {
    const api = await boot(fixture('search-form/basic.html'));
    await touch(api, $('[data-id="6c1e002"]'));
    $('[data-id="6c1e002"] .elementor-search-form__icon').click();
    expect($('[data-id="6c1e002"] .elementor-search-form').classList.contains('elementor-search-form--focus')).toBe(true);
    $('[data-id="6c1e002"] input').blur();
    expect($('[data-id="6c1e002"] .elementor-search-form').classList.contains('elementor-search-form--focus')).toBe(false);
  });

  it('warns for an unknown skin and leaves a form without input untouched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(fixture('search-form/basic.html'));
    const before = $('[data-id="6c1e005"]').outerHTML;
    await touch(api, $('[data-id="6c1e004"]'));
    await touch(api, $('[data-id="6c1e005"]'));
    expect($('[data-id="6c1e005"]').outerHTML).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('mega menu', () => {
  it('opens an item in click mode from its dropdown icon and closes it on an outside click', async () => {
    const api = await boot(fixture('mega-menu/basic.html'));
    await touch(api, $('[data-id="6b1e002"]'));
    const icon = $('#e-n-menu-dropdown-icon-1021');
    icon.click();
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect($('#e-n-menu-content-1021').classList.contains('e-active')).toBe(true);
    expect($('#e-n-menu-content-1021').parentElement?.classList.contains('e-active')).toBe(true);
    $('#e-n-menu-dropdown-icon-1022').click();
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    document.body.click();
    expect($('#e-n-menu-dropdown-icon-1022').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open item with Escape from inside its content and returns focus to its icon', async () => {
    const api = await boot(fixture('mega-menu/basic.html'));
    await touch(api, $('[data-id="6b1e002"]'));
    $('#e-n-menu-dropdown-icon-1021').click();
    press($('#e-n-menu-content-1021 a'), 'Escape');
    expect($('#e-n-menu-dropdown-icon-1021').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('#e-n-menu-dropdown-icon-1021'));
  });

  it('closes the open item when focus moves on from its title and content, and keeps it open while focus stays inside', async () => {
    const api = await boot(fixture('mega-menu/basic.html'));
    await touch(api, $('[data-id="6b1e002"]'));
    const icon = $('#e-n-menu-dropdown-icon-1021');
    icon.click();
    const leave = (from: HTMLElement, to: HTMLElement) => from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
    leave(icon, $('#e-n-menu-content-1021 a'));
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    leave($('#e-n-menu-content-1021 a'), $('#e-n-menu-title-1023 a'));
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect($('#e-n-menu-content-1021').classList.contains('e-active')).toBe(false);
  });

  it('closes the mobile dropdown with Escape when no item is open, and returns focus to its toggle', async () => {
    const api = await boot(fixture('mega-menu/basic.html'));
    await touch(api, $('[data-id="6b1e002"]'));
    const toggle = $('#menu-toggle-102');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const title = $('#e-n-menu-title-1023 a');
    title.focus();
    expect(press(title, 'Escape').defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('warns for bad settings and leaves a menu without heading untouched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(fixture('mega-menu/basic.html'));
    const before = $('[data-id="6b1e004"]').outerHTML;
    await touch(api, $('[data-id="6b1e003"]'));
    await touch(api, $('[data-id="6b1e004"]'));
    expect($('[data-id="6b1e004"]').outerHTML).toBe(before);
    expect($('[data-id="6b1e003"]').hasAttribute('data-wisp-ready')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
