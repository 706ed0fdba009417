import { describe, expect, it } from 'vitest';
import {
  decodeHash, extractActionHash, isActionHref, isSameHash, MAX_HASH_LENGTH, toActionHash,
} from '../../src/behaviours/action-links/hash.ts';

/** Builds a hash the way the page builder's PHP does: `#` + rawurlencode(`elementor-action:…`). */
const base64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');
const printed = (action: string, settings: unknown) => `#${encodeURIComponent(`elementor-action:action=${action}&settings=${base64(settings)}`)}`;
const raw = (action: string, settings: unknown) => `#elementor-action:action=${action}&settings=${base64(settings)}`;

describe('recognising action hashes', () => {
  it('accepts the raw and the percent-encoded forms, on links as on data-e-action-hash', () => {
    expect(isActionHref('#elementor-action:action=lightbox&settings=e30=')).toBe(true);
    expect(isActionHref('#elementor-action%3Aaction%3Dlightbox')).toBe(true);
    expect(isActionHref('%23elementor-action%3Aaction%3Dlightbox')).toBe(true);
  });

  it('leaves ordinary links, other prefixes and a missing href alone', () => {
    expect(isActionHref('#contact')).toBe(false);
    expect(isActionHref('/page/#elementor-action:action=lightbox')).toBe(false);
    expect(isActionHref('#other-action:action=lightbox')).toBe(false);
    expect(isActionHref(null)).toBe(false);
  });

  it('finds the action hash inside a full URL', () => {
    expect(extractActionHash('https://example.com/page/#elementor-action:action=x&settings=e30=')).toBe('#elementor-action:action=x&settings=e30=');
    expect(extractActionHash('/page/%23elementor-action%3Ax')).toBe('%23elementor-action%3Ax');
    expect(extractActionHash('/page/#contact')).toBeNull();
  });

  it('compares two spellings of one hash by their decoded form', () => {
    const settings = { id: '1203', toggle: false };
    expect(isSameHash(printed('popup:open', settings), raw('popup:open', settings))).toBe(true);
    expect(isSameHash(`%23${printed('popup:open', settings).slice(1)}`, raw('popup:open', settings))).toBe(true);
    expect(isSameHash(raw('popup:open', settings), raw('popup:open', { id: '1203', toggle: true }))).toBe(false);
    expect(isSameHash('#elementor-action%E0%A4%A', '#elementor-action%E0%A4%A')).toBe(false);
  });
});

describe('decoding action hashes', () => {
  it('decodes the form the page builder prints, with the hero button of the reference page as example', () => {
    const hero = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjEyMDMiLCJ0b2dnbGUiOmZhbHNlfQ%3D%3D';
    expect(toActionHash(hero)).toEqual({ action: 'popup:open', settings: { id: '1203', toggle: false } });
  });

  it('decodes the raw and the fully encoded forms to the same action', () => {
    const expected = { action: 'lightbox', settings: { id: 4, url: '/a.jpg' } };
    expect(toActionHash(raw('lightbox', expected.settings))).toEqual(expected);
    expect(toActionHash(`%23${printed('lightbox', expected.settings).slice(1)}`)).toEqual(expected);
  });

  it('reads the name up to the first & after action=, and the settings after settings=', () => {
    expect(toActionHash(`#elementor-action:action=popup:close&settings=${base64({ do_not_show_again: 'yes' })}`))
      .toEqual({ action: 'popup:close', settings: { do_not_show_again: 'yes' } });
  });

  it('treats the empty array PHP prints for no settings as an empty object', () => {
    expect(toActionHash(printed('popup:close', []))).toEqual({ action: 'popup:close', settings: {} });
  });

  it('decodes UTF-8 text in the settings', () => {
    expect(toActionHash(raw('lightbox', { title: 'Café – ✓' }))).toEqual({ action: 'lightbox', settings: { title: 'Café – ✓' } });
  });

  it('accepts URL-safe base64 without padding', () => {
    const safe = base64({ id: 1 }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(toActionHash(`#elementor-action:action=popup:open&settings=${safe}`)).toEqual({ action: 'popup:open', settings: { id: 1 } });
  });
});

describe('malformed action hashes', () => {
  const problem = (value: string) => {
    const result = toActionHash(value);
    return 'problem' in result ? result.problem : 'decoded';
  };

  it('refuses a hash longer than 64 KB before decoding anything', () => {
    expect(problem(raw('lightbox', { pad: 'x'.repeat(MAX_HASH_LENGTH) }))).toBe('too-long');
    expect(decodeHash('#'.padEnd(MAX_HASH_LENGTH + 1, 'a'))).toBeNull();
  });

  it('reports broken percent-escapes', () => {
    expect(problem('#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%E0%A4%A')).toBe('bad-encoding');
    expect(problem('#elementor-action:action=popup:open&settings=%')).toBe('bad-encoding');
  });

  it('reports a hash that is not an action once decoded', () => {
    expect(problem('#elementor-actions')).toBe('not-action');
    expect(problem('#contact')).toBe('not-action');
  });

  it('reports a missing action name, a missing & after it, and missing settings', () => {
    expect(problem('#elementor-action:settings=e30=')).toBe('no-action');
    expect(problem('#elementor-action:action=popup:open')).toBe('no-action');
    expect(problem('#elementor-action:action=&settings=e30=')).toBe('no-action');
    expect(problem('#elementor-action:action=popup:open&other=1')).toBe('no-action');
  });

  it('reports settings that are not base64', () => {
    expect(problem('#elementor-action:action=popup:open&settings=!!!not-base64')).toBe('bad-base64');
    expect(problem('#elementor-action:action=popup:open&settings=a')).toBe('bad-base64');
  });

  it('reports settings that are not JSON, including empty settings', () => {
    expect(problem(`#elementor-action:action=popup:open&settings=${base64('{"id":')}`)).toBe('bad-json');
    expect(problem('#elementor-action:action=popup:open&settings=')).toBe('bad-json');
  });

  it('reports JSON that is not an object', () => {
    expect(problem(`#elementor-action:action=popup:open&settings=${base64('5')}`)).toBe('not-object');
    expect(problem(`#elementor-action:action=popup:open&settings=${base64('null')}`)).toBe('not-object');
    expect(problem(`#elementor-action:action=popup:open&settings=${base64('[1]')}`)).toBe('not-object');
    expect(problem(`#elementor-action:action=popup:open&settings=${base64('"yes"')}`)).toBe('not-object');
  });

  it('never throws, whatever the input', () => {
    const inputs = ['', '#', '%', '%23', '#elementor-action:', '#elementor-action:action=a&settings=\u0000', '#elementor-action:action=a&settings=' + '%ZZ'];
    for (const input of inputs) expect(() => toActionHash(input)).not.toThrow();
  });
});
