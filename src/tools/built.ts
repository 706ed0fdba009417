// The built wisp next to these tools: the files dist/manifest.json says every served page fetches right after the loader.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectWisp, type InjectOptions, type InjectResult } from './inject.ts';

/** dist/ from this file in a checkout (src/tools), the package's lib/ or a chunk of it (lib/chunks); WISP_DIST wins. */
function manifestPaths(): string[] {
  const env = process.env['WISP_DIST'];
  if (env) return [resolve(env, 'manifest.json')];
  return ['../dist', '../../dist', '../../../dist'].map((up) => fileURLToPath(new URL(`${up}/manifest.json`, import.meta.url)));
}

/**
 * The build's `preload` list (paths relative to the loader's folder), for `InjectOptions.preload`; empty when there is
 * no build or its manifest has no such list, so a page is then injected without preload links, never with wrong ones.
 */
export function readBuiltPreload(): string[] {
  for (const path of manifestPaths()) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    let preload: unknown;
    try {
      preload = (JSON.parse(text) as { preload?: unknown } | null)?.preload;
    } catch {
      return [];
    }
    return Array.isArray(preload) ? preload.filter((file): file is string => typeof file === 'string') : [];
  }
  return [];
}

/** `injectWisp` as hosts serve a page with this build: with its preload links (see `InjectOptions.preload`). */
export function injectAsServed(html: string, options: InjectOptions = {}): InjectResult {
  return injectWisp(html, { preload: readBuiltPreload(), ...options });
}
