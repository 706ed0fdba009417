import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$ } from './helpers.ts';
import { fixture, mountWidget as mountOnly } from './pro-fixture.ts';

/** Mounts and waits for the asynchronous part: Prism's colours (its grammar is imported lazily) and the decorations. */
async function mountWidget(html: string, id: string) {
  const mounted = await mountOnly(html, id);
  await vi.waitFor(() => expect(mounted.root.hasAttribute('data-wisp-highlighted')).toBe(true), { timeout: 4000 });
  return mounted;
}
import { toLineRanges } from '../../src/widgets/code-highlight/lines.ts';
import { toLanguage } from '../../src/widgets/code-highlight/prism.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('code highlight', () => {
  it('colours the code with Prism, keeping its text exactly, and adds one hidden line-number row per line', async () => {
    const html = fixture('code-highlight/basic.html');
    document.body.innerHTML = html;
    const code = $('[data-id="0c0de01"] xmp').textContent ?? '';
    const { root } = await mountWidget(html, '0c0de01');
    expect($$('code .token', root).length).toBeGreaterThan(3);
    expect($('code', root).textContent?.startsWith(code)).toBe(true);
    const rows = $('code > .line-numbers-rows', root);
    expect(rows.getAttribute('aria-hidden')).toBe('true');
    expect(rows.children).toHaveLength(6);
  });

  it('marks the highlighted lines of data-line with hidden line-highlight bands', async () => {
    const { root } = await mountWidget(fixture('code-highlight/basic.html'), '0c0de01');
    expect($$('pre > .line-highlight', root).map((band) => [band.getAttribute('data-range'), band.getAttribute('aria-hidden')])).toEqual([['2', 'true'], ['4-5', 'true']]);
  });

  it('copies the code with the copy button and says so politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const html = fixture('code-highlight/basic.html');
    const { root } = await mountWidget(html, '0c0de01');
    const button = $('.code-toolbar > .toolbar .copy-to-clipboard-button', root);
    expect($('.code-toolbar > pre', root).classList.contains('line-numbers')).toBe(true);
    expect([button.tagName, button.getAttribute('type'), button.textContent]).toEqual(['BUTTON', 'button', 'Copy']);
    expect($('span', button).getAttribute('aria-live')).toBe('polite');
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('function'));
    expect(button.getAttribute('data-copy-state')).toBe('copy-success');
  });

  it('says copying failed when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const { root } = await mountWidget(fixture('code-highlight/variations.html'), '0c0de11');
    const button = $('.copy-to-clipboard-button', root);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copy-error'));
  });

  it('adds only colours to code without line numbers, highlighted lines or copy', async () => {
    const html = fixture('code-highlight/variations.html');
    const { root } = await mountWidget(html, '0c0de10');
    expect($$('.line-numbers-rows, .line-highlight, .code-toolbar', root)).toEqual([]);
    expect($$('code .token', root).length).toBeGreaterThan(0);
  });

  it('hands the work to a Prism the page loaded itself', async () => {
    const highlightAllUnder = vi.fn();
    vi.stubGlobal('Prism', { highlightAllUnder });
    const { root } = await mountWidget(fixture('code-highlight/basic.html'), '0c0de01');
    expect(highlightAllUnder).toHaveBeenCalledWith(root, false);
    expect($$('.line-numbers-rows', root)).toEqual([]);
  });

  it('reads "1,3-5" style ranges and drops the parts that are not lines', () => {
    expect(toLineRanges('1,3-5')).toEqual([[1, 1], [3, 5]]);
    expect(toLineRanges('x,9-3,2, 0 ,7 - 8')).toEqual([[2, 2], [7, 8]]);
  });

  it('knows a language only by its own grammar or alias, never by a name every object has (language-constructor)', () => {
    const code = (name: string) => Object.assign(document.createElement('code'), { className: `language-${name}` });
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(toLanguage(code(name)), name).toBeNull();
    expect(toLanguage(code('css'))).toBe('css');
  });

  it('warns once for a wrong setting type and still highlights the valid line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountWidget(fixture('code-highlight/bad-settings.html'), '0c0de20');
    expect($$('.line-highlight', root).map((band) => band.getAttribute('data-range'))).toEqual(['2']);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('"line_numbers"'))).toHaveLength(1);
  });

  it('leaves the widget byte-identical with one warning when there is no pre', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = fixture('code-highlight/missing-markup.html');
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    await mountOnly(html, '0c0de30');
    expect(document.body.innerHTML).toBe(before);
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('no pre > code'))).toHaveLength(1);
  });
});
