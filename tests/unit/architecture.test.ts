import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIASES, BEHAVIOURS, FEATURES, WIDGETS } from '../../src/core/registry.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every static import and every dynamic import with a plain string, as `from → to`, both relative to src/. */
const EDGES = listFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => ({
    from: relative(SRC, file),
    to: relative(SRC, resolve(dirname(file), match[1] ?? '')),
  }));
});

const layer = (path: string) => path.split('/')[0] ?? '';
const folder = (path: string) => path.split('/').slice(0, 2).join('/');
const edgesFrom = (...layers: string[]) => EDGES.filter((edge) => layers.includes(layer(edge.from)));
const show = (edges: typeof EDGES) => edges.map((edge) => `${edge.from} → ${edge.to}`);

describe('the layers of src', () => {
  it('core imports no widget, element feature, behaviour or family: it finds their modules by folder name only', () => {
    // Two named seams: the activate chunk runs the behaviours' own cheap checks (behaviours/late-checks.ts) before it
    // fetches their chunks, so those checks cost the loader nothing and no request; and it carries the widgets'
    // stand-ins (widgets/stand-ins.ts), which spare most pages a module that would do nothing there.
    const SEAMS = ['behaviours/late-checks.ts', 'widgets/stand-ins.ts'];
    const wrong = edgesFrom('core').filter((edge) => ['widgets', 'elements', 'behaviours', 'families'].includes(layer(edge.to)))
      .filter((edge) => !(edge.from === 'core/activate.ts' && SEAMS.includes(edge.to)));
    expect(show(wrong)).toEqual([]);
  });

  it('shared and families reach core only for the module contract in core/types.ts, and shared imports no family', () => {
    const wrong = edgesFrom('shared', 'families').filter((edge) =>
      (layer(edge.to) === 'core' && edge.to !== 'core/types.ts')
      || ['widgets', 'elements', 'behaviours'].includes(layer(edge.to))
      || (layer(edge.from) === 'shared' && layer(edge.to) === 'families'));
    expect(show(wrong)).toEqual([]);
  });

  it('widgets never import each other', () => {
    // widgets/stand-ins.ts is no widget: it lists the stand-ins core's seam carries, each from its widget's folder.
    const wrong = edgesFrom('widgets').filter((edge) => layer(edge.to) === 'widgets' && folder(edge.to) !== folder(edge.from))
      .filter((edge) => edge.from !== 'widgets/stand-ins.ts');
    expect(show(wrong)).toEqual([]);
  });
});

describe('the registry and the module folders', () => {
  it('gives every registered kind a module folder, and every widget folder a registry line', () => {
    const folders = readdirSync(join(SRC, 'widgets')).filter((name) => existsSync(join(SRC, 'widgets', name, 'index.ts')));
    const modules = [...WIDGETS.keys()].map((kind) => ALIASES[kind] ?? kind);
    expect(modules.filter((name) => !folders.includes(name))).toEqual([]);
    expect(folders.filter((name) => !WIDGETS.has(name))).toEqual([]);
  });

  it('lists aliases only for registered kinds, each pointing at a kind with its own folder, never at another alias', () => {
    for (const [alias, target] of Object.entries(ALIASES)) {
      expect(WIDGETS.has(alias), alias).toBe(true);
      expect(existsSync(join(SRC, 'widgets', alias)), `${alias} has a folder as well as an alias line`).toBe(false);
      expect(ALIASES[target], `${alias} → ${target}`).toBeUndefined();
      expect(WIDGETS.has(target), target).toBe(true);
    }
  });

  it('finds a module folder for every behaviour and element feature', () => {
    const missing = [
      ...BEHAVIOURS.map((entry) => `behaviours/${entry.name}/index.ts`),
      ...FEATURES.map((entry) => `elements/${entry.name}/index.ts`),
    ].filter((path) => !existsSync(join(SRC, path)));
    expect(missing).toEqual([]);
  });

  // Root cause: the activate chunk imports `behaviours/${name}/index.ts` (and widgets', elements'), which esbuild globs
  // as any index.ts below: popups' conditions/ and triggers/ became entries, so arming a popup took three chunks.
  it('holds no index file below a module folder, which the activate chunk\'s import glob would make a chunk of its own', () => {
    const nested = ['widgets', 'elements', 'behaviours'].flatMap((layerName) => listFiles(join(SRC, layerName)))
      .map((file) => relative(SRC, file)).filter((path) => /^[^/]+\/[^/]+\/.+\/index\.tsx?$/.test(path));
    expect(nested).toEqual([]);
  });
});
