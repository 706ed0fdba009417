import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCRIPTS, FRONTEND_API_HANDLES, REPLACED_HANDLES } from '../../src/tools/replaced-handles.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The handles named in step 1 of the README's "Putting wisp on a live site". */
function readmeHandles(): string[] {
  const section = readme.split('## Putting wisp on a live site')[1] ?? '';
  const step = section.split(/\n2\. /)[0] ?? '';
  const list = step.split('wisp replaces:')[1]?.split('Keep jQuery')[0] ?? '';
  return [...list.matchAll(/`([a-z0-9_-]+)`/g)].map((match) => match[1] ?? '');
}

describe('the replaced handles', () => {
  it('are exactly the handles the README names, in the same order', () => {
    expect(readmeHandles()).toEqual([...REPLACED_HANDLES]);
  });

  it('include every frontend API handle and every handle that carries a config global', () => {
    const replaced = new Set<string>(REPLACED_HANDLES);
    expect(FRONTEND_API_HANDLES.filter((handle) => !replaced.has(handle))).toEqual([]);
    expect(CONFIG_SCRIPTS.filter((entry) => !replaced.has(entry.handle))).toEqual([]);
  });
});
