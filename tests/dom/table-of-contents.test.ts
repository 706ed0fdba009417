import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, press } from './helpers.ts';
import { fixture, mountWidget } from './pro-fixture.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

const texts = (root: HTMLElement) => $$('.elementor-toc__list-item-text', root).map((link) => link.textContent);

describe('table of contents', () => {
  it('lists the headings by tag as a nested numbered list, in page order', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/basic.html'), '70c0e01');
    const top = $('.elementor-toc__body > ol.elementor-toc__list-wrapper', root);
    expect([...top.children].map((item) => item.querySelector('a')?.textContent)).toEqual(['Scope', 'Controls', 'Assessment & report']);
    expect(texts(root)).toEqual(['Scope', 'Boundary', 'Devices', 'Controls', 'Firewalls', 'Rules', 'Assessment & report']);
    expect($$('.elementor-toc__top-level', root).map((link) => link.textContent)).toEqual(['Scope', 'Controls', 'Assessment & report']);
    const rules = $$('.elementor-toc__list-item-text', root)[5];
    expect(rules?.closest('ol')?.parentElement?.closest('ol')?.parentElement?.querySelector('a')?.textContent).toBe('Controls');
    expect($$('.elementor-toc__spinner-container', root)).toEqual([]);
  });

  it('links each item to the heading\'s own id, else to a menu anchor put before the heading', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/basic.html'), '70c0e01');
    const hrefs = $$('.elementor-toc__list-item-text', root).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#elementor-toc__heading-anchor-0', '#elementor-toc__heading-anchor-1', '#devices', '#elementor-toc__heading-anchor-3', '#elementor-toc__heading-anchor-4', '#elementor-toc__heading-anchor-5', '#elementor-toc__heading-anchor-6']);
    const anchor = $('#elementor-toc__heading-anchor-0');
    expect([anchor.tagName, anchor.className, anchor.textContent]).toEqual(['SPAN', 'elementor-menu-anchor', '']);
    expect(anchor.nextElementSibling?.textContent).toBe('Scope');
    expect($('#devices').textContent).toBe('Devices');
  });

  it('moves focus to the heading an entry scrolls to, so Tab and a screen reader go on from there', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/basic.html'), '70c0e01');
    const link = $$('.elementor-toc__list-item-text', root).find((item) => item.getAttribute('href') === '#devices');
    link?.click();
    expect(document.activeElement).toBe($('#devices'));
    expect($('#devices').getAttribute('tabindex')).toBe('-1');
    link?.focus();
    expect($('#devices').hasAttribute('tabindex')).toBe(false);
  });

  it('puts heading text in as text: markup inside a heading never becomes markup in the list', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/basic.html'), '70c0e01');
    const last = $$('.elementor-toc__list-item-text', root).at(-1);
    expect(last?.children).toHaveLength(0);
    expect(last?.textContent).toBe('Assessment & report');
  });

  it('builds a flat bulleted list with the icon before each item when hierarchical view is off', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/variations.html'), '70c0e20');
    const list = $('.elementor-toc__body > ul.elementor-toc__list-wrapper', root);
    expect($$('.elementor-toc__list-wrapper', root)).toHaveLength(1);
    expect(texts(root)).toEqual(['Plan', 'Skipped heading', 'Review', 'Outside the scope']);
    expect(list.querySelectorAll('i.fas.fa-circle[aria-hidden="true"]')).toHaveLength(4);
  });

  it('looks only inside the container selector and leaves out headings inside the excluded selector', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/variations.html'), '70c0e21');
    expect(texts(root)).toEqual(['Plan', 'Week one', 'Week two', 'Review']);
  });

  it('starts minimised where minimized_on covers the device, and the buttons expand and collapse it by click and keyboard', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/variations.html'), '70c0e22');
    const expand = $('.elementor-toc__toggle-button--expand', root);
    const collapse = $('.elementor-toc__toggle-button--collapse', root);
    expect(root.classList.contains('elementor-toc--collapsed')).toBe(true);
    expect([expand.getAttribute('aria-expanded'), collapse.getAttribute('aria-expanded')]).toEqual(['false', 'false']);
    expect($('.elementor-toc__body', root).style.display).toBe('none');
    expand.click();
    expect(root.classList.contains('elementor-toc--collapsed')).toBe(false);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(collapse);
    expect(press(collapse, 'Enter').defaultPrevented).toBe(true);
    expect(root.classList.contains('elementor-toc--collapsed')).toBe(true);
    expect(document.activeElement).toBe(expand);
    press(expand, ' ');
    expect(root.classList.contains('elementor-toc--collapsed')).toBe(false);
  });

  it('stays open where minimized_on does not reach the device', async () => {
    const { root } = await mountWidget(fixture('table-of-contents/basic.html'), '70c0e01');
    expect(root.classList.contains('elementor-toc--collapsed')).toBe(false);
    expect($('.elementor-toc__toggle-button--collapse', root).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the no-headings message for an invalid container, drops tags that are not headings, and warns once each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('table-of-contents/bad-settings.html'), '70c0e40');
    expect($('.elementor-toc__body', root).textContent).toBe('No headings here.');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('"container" "#["'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('"headings_by_tags"'))).toHaveLength(1);
  });

  it('excludes nothing for an invalid exclude selector and falls back to numbers for an unknown marker view', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('table-of-contents/bad-settings.html'), '70c0e41');
    expect(texts(root)).toEqual(['Only heading']);
    expect($$('ol.elementor-toc__list-wrapper', root)).toHaveLength(1);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('exclude_headings_by_selector'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('"marker_view"'))).toHaveLength(1);
  });

  it('leaves the widget byte-identical with one warning when the body is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('table-of-contents/missing-markup.html');
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    await mountWidget(html, '70c0e50');
    expect(document.body.innerHTML).toBe(before);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('no .elementor-toc__body'))).toHaveLength(1);
  });
});
