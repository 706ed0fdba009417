// Real markup for generic suites: the first element of each widget kind found in fixtures/, and every settings key used there.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export type FixtureIndex = {
  /** Widget kind base → outerHTML of its first element; `basic.html` of the kind's own folder first. */
  widgets: Map<string, string>;
  /** Section/column/container outerHTML whose settings switch on each feature name (filled by the caller's test). */
  elements: string[];
  /** Every `data-settings` / `data-elementor-settings` key the fixtures use. */
  keys: string[];
  /** outerHTML of popup documents. */
  popups: string[];
};

function byPreference(files: string[]): string[] {
  const rank = (file: string) => (file.endsWith('basic.html') ? 0 : file.includes(`${join('fixtures', 'pages')}`) ? 2 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function collectKeys(text: string | null, keys: Set<string>): void {
  if (!text) return;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) for (const key of Object.keys(value)) keys.add(key);
  } catch {
    // Fixtures with bad settings on purpose.
  }
}

/** Parses every fixture page once (in the DOM test environment's own parser). */
export function indexFixtures(): FixtureIndex {
  const widgets = new Map<string, string>();
  const elements: string[] = [];
  const popups: string[] = [];
  const keys = new Set<string>();
  for (const file of byPreference(htmlFiles(FIXTURES))) {
    // Without links and scripts: happy-dom's parser would try to fetch them.
    const text = readFileSync(file, 'utf8').replace(/<link\b[^>]*>/gi, '').replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const doc = new DOMParser().parseFromString(text, 'text/html');
    for (const element of doc.querySelectorAll('[data-element_type]')) {
      collectKeys(element.getAttribute('data-settings'), keys);
      const type = element.getAttribute('data-widget_type');
      const base = type?.split('.')[0];
      if (base && !widgets.has(base)) widgets.set(base, element.outerHTML);
      if (!type && element.hasAttribute('data-settings') && elements.length < 400) elements.push(element.outerHTML);
    }
    for (const popup of doc.querySelectorAll('[data-elementor-type="popup"]')) {
      collectKeys(popup.getAttribute('data-elementor-settings'), keys);
      if (popups.length < 20) popups.push(popup.outerHTML);
    }
  }
  return { widgets, elements, keys: [...keys].sort(), popups };
}
