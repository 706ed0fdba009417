import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, boot, touch } from './helpers.ts';
import { textEditorWidget } from './content-markup.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  vi.restoreAllMocks();
});

async function mountText(html: string, id = 'd0ca901') {
  const api = await boot(html);
  const root = $(`[data-id="${id}"]`);
  await touch(api, root);
  return { api, root };
}

describe('text editor drop cap', () => {
  it('moves the first letter of the first paragraph into the drop cap spans', async () => {
    const { root } = await mountText(textEditorWidget('d0ca901', '<p>Cyber Essentials protects you.</p><p>Second.</p>'));
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(root.innerHTML).toBe('<p><span class="elementor-drop-cap"><span class="elementor-drop-cap-letter">C</span></span>yber Essentials protects you.</p><p>Second.</p>');
  });

  it('takes one space after the letter with it and keeps further spaces as no-break spaces', async () => {
    const { root } = await mountText(textEditorWidget('d0ca901', '<p>A   quick audit</p>'));
    expect($('.elementor-drop-cap-letter', root).textContent).toBe('A');
    expect($('p', root).lastChild?.textContent).toBe('\u00a0\u00a0quick audit');
  });

  it('skips leading spaces and no-break spaces, and keeps a letter outside the basic plane whole', async () => {
    const { root } = await mountText(textEditorWidget('d0ca901', '<p>&nbsp; 𝒜udit first</p>'));
    expect($('.elementor-drop-cap-letter', root).textContent).toBe('𝒜');
    expect($('p', root).lastChild?.textContent).toBe('udit first');
  });

  it('leaves a paragraph that starts with an element alone, as the original does', async () => {
    const html = textEditorWidget('d0ca901', '<p><a href="/x">Plus</a> adds an audit.</p>');
    const { root } = await mountText(html);
    expect(root.querySelector('.elementor-drop-cap')).toBeNull();
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
  });

  it('does nothing without the drop cap switch or without a paragraph, and warns about neither', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = await boot(textEditorWidget('d0ca901', '<p>Plain.</p>', '') + textEditorWidget('d0ca902', '<ul><li>List</li></ul>'));
    await touch(api, $('[data-id="d0ca901"]'));
    await touch(api, $('[data-id="d0ca902"]'));
    expect(document.querySelector('.elementor-drop-cap')).toBeNull();
    expect($('[data-id="d0ca901"] p').textContent).toBe('Plain.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts the paragraph back as it was on teardown', async () => {
    const html = '<p>  Cyber&nbsp;&nbsp;Essentials</p>';
    const { api, root } = await mountText(textEditorWidget('d0ca901', html));
    const printed = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    expect(root.innerHTML).not.toBe(printed);
    api.destroy(root);
    expect(root.innerHTML).toBe(printed);
  });

  it('warns once about a drop_cap value it does not know and leaves the text as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mountText(textEditorWidget('d0ca901', '<p>Text.</p>', '{"drop_cap":42}'));
    expect(root.querySelector('.elementor-drop-cap')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[wisp\] text-editor: setting "drop_cap" has an unexpected value 42/);
  });
});
