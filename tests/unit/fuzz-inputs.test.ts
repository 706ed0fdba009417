import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isActionHref, MAX_HASH_LENGTH, toActionHash } from '../../src/behaviours/action-links/hash.ts';
import { matchCounted, MAX_PATTERN, MAX_SUBJECT, testSafely, toSafePattern } from '../../src/behaviours/popups/conditions/safe-pattern.ts';
import { readEntry, removeEntry, STORAGE_KEY, writeEntry } from '../../src/shared/storage.ts';
import { fakeStorage, useFakeStorage } from './popup-fake-storage.ts';
import { fuzzOptions, hostileLeaf, hostileSettings, prototypeDamage, recordFigures, runs, STRESS } from './fuzz-support.ts';

const LONG = STRESS ? 600_000 : 30_000;

const figures = { actionHashCases: 0, patternCases: 0, patternsRefused: 0, patternsAccepted: 0, storageCases: 0 };
afterAll(() => recordFigures('fuzz-inputs', figures));

const base64 = (text: string) => Buffer.from(text).toString('base64');
const toHash = (action: string, payload: string) => `#elementor-action:action=${action}&settings=${payload}`;

describe('action-link hashes from hostile links', () => {
  const payload = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.base64String({ maxLength: 80 }),
    fc.string().map(base64),
    fc.jsonValue().map((value) => base64(JSON.stringify(value))),
    hostileSettings(['url', 'id', 'type', 'slideshow', 'html', 'videoType', 'toggle']).map((value) => base64(JSON.stringify(value))),
    fc.constantFrom('%E0%A4%A', '====', '@@@', base64('{"url":"javascript:alert(1)"}'), base64('{"url":"data:text/html,<script>alert(1)</script>"}')),
  );
  const action = fc.oneof(fc.constantFrom('lightbox', 'popup:open', 'popup:close', 'unknown', '', '__proto__', 'constructor'), fc.string({ maxLength: 12 }));

  it('decoding any hash never throws and answers either a problem or an action with an object of settings', () => {
    fc.assert(fc.property(action, payload, fc.boolean(), (name, settings, encode) => {
      figures.actionHashCases += 1;
      const raw = toHash(name, settings);
      const result = toActionHash(encode ? `#${encodeURIComponent(raw.slice(1))}` : raw);
      if ('problem' in result) expect(typeof result.message).toBe('string');
      else {
        expect(typeof result.action).toBe('string');
        expect(Object.getPrototypeOf(result.settings)).toBe(Object.prototype);
      }
      expect(prototypeDamage()).toEqual([]);
    }), fuzzOptions(runs(200, 5000)));
  }, LONG);

  it('refuses a payload above the length limit before decoding it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (extra) => {
      figures.actionHashCases += 1;
      const hash = toHash('lightbox', 'A'.repeat(MAX_HASH_LENGTH + extra));
      expect(isActionHref(hash)).toBe(true);
      expect(toActionHash(hash)).toMatchObject({ problem: 'too-long' });
    }), fuzzOptions(runs(20, 200)));
  }, LONG);

  it('any string at all is decoded without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      figures.actionHashCases += 1;
      expect(() => toActionHash(text)).not.toThrow();
      expect(() => toActionHash(`#elementor-action:${text}`)).not.toThrow();
    }), fuzzOptions(runs(200, 5000)));
  }, LONG);
});

describe('popup url patterns from settings', () => {
  // Shapes that backtrack exponentially, wrapped in any number of groups and prefixes: all must be refused.
  const atom = fc.constantFrom('a', '\\w', '.', '[a-z]', '\\d', 'ab');
  const inner = fc.oneof(
    fc.tuple(atom, fc.constantFrom('+', '*', '?', '{1,5}', '{2,}')).map(([a, q]) => `${a}${q}`),
    fc.tuple(atom, atom).map(([a, b]) => `${a}|${b}`),
  );
  const wrapped = fc.tuple(inner, fc.nat(3), fc.constantFrom('(', '(?:', '(?<g>')).map(([body, depth, open]) => {
    let group = `${open}${body})`;
    for (let level = 0; level < depth; level += 1) group = `(${group})`;
    return group;
  });
  const catastrophic = fc.tuple(fc.constantFrom('', '^', 'x', '\\('), wrapped, fc.constantFrom('+', '*', '{2,}', '{1,30}'), fc.constantFrom('$', '!', ''))
    .map(([before, group, repeat, after]) => `${before}${group}${repeat}${after}`);

  it('runs every nested-repeat shape, however deeply it is wrapped, in work bounded by states × characters', () => {
    // Shapes that backtrack exponentially in RegExp: the linear matcher accepts them and its work stays bounded.
    const subjects = ['a'.repeat(MAX_SUBJECT * 2), `${'a'.repeat(40)}!`, `https://${'ab'.repeat(300)}/`];
    fc.assert(fc.property(catastrophic, (pattern) => {
      figures.patternCases += 1;
      const compiled = toSafePattern(pattern);
      if (typeof compiled === 'string') return void (figures.patternsRefused += 1);
      figures.patternsAccepted += 1;
      for (const subject of subjects) {
        expect(matchCounted(compiled, subject).steps).toBeLessThanOrEqual(compiled.states.length * (MAX_SUBJECT + 1));
      }
    }), fuzzOptions(runs(200, 5000)));
  }, LONG);

  it('any pattern is refused with a reason or gives the same answer as RegExp on short subjects', () => {
    const pattern = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[()a|+*?{}1,2\\w.[\]^$-]{1,16}$/));
    // Short subjects, so RegExp itself (the oracle) cannot take long whatever the pattern.
    const subject = fc.stringMatching(/^[ab1,.\-\\w{}()|+*?^$ \n]{0,12}$/);
    fc.assert(fc.property(pattern, subject, (source, text) => {
      figures.patternCases += 1;
      const compiled = toSafePattern(source);
      if (typeof compiled === 'string') return void (figures.patternsRefused += 1);
      figures.patternsAccepted += 1;
      expect(testSafely(compiled, text), `${source} on ${JSON.stringify(text)}`).toBe(new RegExp(source).test(text));
    }), fuzzOptions(runs(400, 8000)));
  }, LONG);

  it('refuses patterns longer than the limit', () => {
    expect(toSafePattern('a'.repeat(MAX_PATTERN + 1))).toMatch(/longer than/);
  });
});

describe('visitor storage that is corrupt, full or switched off', () => {
  const scope = globalThis as unknown as Record<string, unknown>;
  useFakeStorage();

  const stored = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.json(),
    fc.constantFrom('{', 'null', '[]', '"elementor"', '{"__proto__":{"polluted":"yes"}}', '{"__expiration":"soon"}', '{"__expiration":{"a":"x"},"a":1}'),
    hostileSettings(['pageViews', 'sessions', '__expiration', 'popup_1_disable', 'popup-1-impressions-count']).map((value) => JSON.stringify(value)),
  );
  const key = fc.constantFrom('pageViews', 'sessions', 'popup_1_disable', '__expiration', '__proto__', 'constructor');

  it('reads of anything stored never throw, and what is not ours is never overwritten', () => {
    fc.assert(fc.property(stored, key, hostileLeaf, (text, name, value) => {
      figures.storageCases += 1;
      const local = scope['localStorage'] as Storage;
      local.setItem(STORAGE_KEY, text);
      expect(() => readEntry(name)).not.toThrow();
      writeEntry(name, value, { lifetimeSeconds: 60 });
      removeEntry('sessions');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      // Corrupt or foreign data stays as it was: the original's reads would need it (or the visitor's other tabs).
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) expect(local.getItem(STORAGE_KEY)).toBe(text);
      expect(prototypeDamage()).toEqual([]);
    }), fuzzOptions(runs(200, 5000)));
  }, LONG);

  it('with storage switched off or full, reads are empty and writes are dropped without an error', () => {
    fc.assert(fc.property(key, hostileLeaf, fc.boolean(), (name, value, session) => {
      figures.storageCases += 1;
      scope['localStorage'] = fakeStorage(true);
      scope['sessionStorage'] = fakeStorage(true);
      expect(readEntry(name, { session })).toBeUndefined();
      expect(() => writeEntry(name, value, { session })).not.toThrow();
      const full = fakeStorage();
      full.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
      };
      scope['localStorage'] = full;
      expect(() => writeEntry(name, value)).not.toThrow();
      expect(readEntry(name)).toBeUndefined();
      Object.defineProperty(scope, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
      expect(readEntry(name)).toBeUndefined();
      expect(() => writeEntry(name, value)).not.toThrow();
      Object.defineProperty(scope, 'localStorage', { configurable: true, writable: true, value: fakeStorage() });
    }), fuzzOptions(runs(100, 2000)));
  }, LONG);
});
