import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every HTML or script-URL sink in the runtime goes through the `wisp` Trusted Types policy, or a strict site breaks.
const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const SRC = join(ROOT, 'src');
// src/tools runs in Node (the inject CLI), never in a visitor's browser.
const SKIP = [join(SRC, 'tools')];

function sources(dir: string): string[] {
  if (SKIP.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const HTML_SINK = /\.(?:innerHTML|outerHTML|srcdoc)\s*=(?!=)|insertAdjacentHTML\(|parseFromString\(|document\.write|dangerouslySetInnerHTML/;

describe('Trusted Types sinks in src/', () => {
  const files = sources(SRC).map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

  it('pass every HTML string given to a parser or innerHTML through toTrustedHtml', () => {
    const raw = files.flatMap(({ file, text }) => text.split('\n').map((line, index) => ({ file, line: index + 1, code: line.trim() })))
      .filter(({ code }) => !code.startsWith('//') && !code.startsWith('*') && HTML_SINK.test(code) && !code.includes('toTrustedHtml('));
    expect(raw.map(({ file, line, code }) => `${file}:${line} ${code}`)).toEqual([]);
  });

  it('pass every script URL through toTrustedScriptUrl', () => {
    const raw = files.filter(({ text }) => /createElement\(['"]script['"]\)/.test(text) && !text.includes('toTrustedScriptUrl('));
    expect(raw.map(({ file }) => file)).toEqual([]);
  });

  it('never evaluate strings as code', () => {
    const raw = files.filter(({ text }) => /\beval\(|new Function\(|set(?:Timeout|Interval)\(\s*['"`]/.test(text));
    expect(raw.map(({ file }) => file)).toEqual([]);
  });
});
