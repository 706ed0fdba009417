// Size report: raw, gzip and brotli bytes per chunk from the build's dist/sizes.json, with the build's budgets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../scripts/lib/dist.ts';
import { writeResult } from './options.ts';

// build.mjs is plain JavaScript without types: import it through a variable and name the shape used here.
const BUILD_SCRIPT = '../build.mjs';
const { BUDGET } = (await import(BUILD_SCRIPT)) as { BUDGET: { loader: number; loaderAim: number; widgetChunk: number } };

export type Chunk = { file: string; role: string; entry: string; raw: number; gzip: number; brotli: number; ownGzip?: number };
export type Sizes = { loader: { raw: number; gzip: number; brotli: number; files: string[] }; chunks: Chunk[] };

export function readSizes(): Sizes {
  return JSON.parse(readFileSync(join(DIST, 'sizes.json'), 'utf8')) as Sizes;
}

/** Gzip bytes of the named dist files (paths relative to dist/), as the build measured them. */
export function gzipOf(files: string[], sizes: Sizes): number {
  const byFile = new Map(sizes.chunks.map((chunk) => [chunk.file, chunk.gzip]));
  return [...new Set(files)].reduce((total, file) => total + (byFile.get(file) ?? 0), 0);
}

/** What a shared chunk holds, from its source map: package names, or the first of our source files. */
function sourcesOf(file: string): string {
  const map = join(DIST, `${file}.map`);
  if (!existsSync(map)) return '';
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  const packages = sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]).filter(Boolean);
  // shim: sources are the stand-ins build.mjs's chunk merge puts in place of merged chunks, not code.
  const ours = sources.filter((source) => !source.includes('node_modules/') && !source.startsWith('shim:') && source.includes('src/')).map((source) => source.replace(/^.*?\/?src\//, '').replace(/\.tsx?$/, ''));
  const names = [...new Set([...packages, ...ours])];
  return names.slice(0, 2).join('+') + (names.length > 2 ? '+…' : '');
}

/** A readable name for a chunk: its module folder, or what the shared chunk holds. */
export function chunkName(file: string, sizes: Sizes): string {
  const chunk = sizes.chunks.find((item) => item.file === file);
  if (chunk?.entry) return chunk.entry.replace(/^src\/|\/index\.tsx?$/g, '');
  return `[${sourcesOf(file) || file.replace(/^chunks\//, '')}]`;
}

export function sizeReport(): Record<string, unknown> {
  const sizes = readSizes();
  const modules = sizes.chunks.filter((chunk) => chunk.role === 'module');
  const overBudget = modules.filter((chunk) => (chunk.ownGzip ?? 0) > BUDGET.widgetChunk).map((chunk) => chunk.entry);
  return {
    budgets: { loaderGzip: BUDGET.loader, loaderAimGzip: BUDGET.loaderAim, moduleOwnGzip: BUDGET.widgetChunk },
    loader: sizes.loader,
    loaderWithinBudget: sizes.loader.gzip <= BUDGET.loader,
    loaderWithinAim: sizes.loader.gzip <= BUDGET.loaderAim,
    largestModuleOwnGzip: Math.max(0, ...modules.map((chunk) => chunk.ownGzip ?? 0)),
    modulesOverBudget: overBudget,
    totals: ['raw', 'gzip', 'brotli'].map((key) => [key, sizes.chunks.reduce((sum, chunk) => sum + Number(chunk[key as 'raw']), 0)]),
    chunks: sizes.chunks.map(({ file, role, entry, raw, gzip, brotli, ownGzip }) => ({ file, role, entry, raw, gzip, brotli, ownGzip })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = sizeReport();
  console.log(`sizes: loader ${JSON.stringify(report['loader'])}, modules over budget: ${JSON.stringify(report['modulesOverBudget'])}`);
  console.log(`wrote ${writeResult('sizes', report)}`);
}
