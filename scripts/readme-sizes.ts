// `npm run readme:sizes`: rewrites the README's generated blocks (sizes table, browser support, budgets) from a fresh build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/dist.ts';
import { renderBrowsers, renderBudgets, renderSizes, writeBlock, type Browsers, type Budgets, type PackagesOf, type Sizes } from './lib/readme-blocks.ts';

// build.mjs is plain JavaScript without types: import it through a variable and name the shape used here.
const BUILD_SCRIPT = '../build.mjs';
type BuildModule = { build(options: { quiet?: boolean; outdir?: string }): Promise<Sizes>; BROWSERS: Browsers; BUDGET: Budgets };
export const loadBuild = async (): Promise<BuildModule> => (await import(BUILD_SCRIPT)) as BuildModule;

/** Package names in a built chunk, read from its source map in `dist`. */
export function packagesIn(dist: string): PackagesOf {
  return (file) => {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return [...new Set(sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]).filter((name): name is string => !!name))];
  };
}

/** The README as the build in `dist` (with its sizes.json) and the build script's budgets say it should read. */
export function generateReadme(readme: string, sizes: Sizes, dist: string, browsers: Browsers, budgets: Budgets): string {
  const blocks: Array<[string, string]> = [['sizes', renderSizes(sizes, packagesIn(dist))], ['browsers', renderBrowsers(browsers)], ['budgets', renderBudgets(budgets)]];
  return blocks.reduce((text, [name, content]) => writeBlock(text, name, content), readme);
}

if (process.argv[1] === import.meta.filename) {
  const { build, BROWSERS, BUDGET } = await loadBuild();
  const dist = join(ROOT, 'dist');
  const sizes = await build({ quiet: true, outdir: dist });
  const path = join(ROOT, 'README.md');
  const before = readFileSync(path, 'utf8');
  const after = generateReadme(before, sizes, dist, BROWSERS, BUDGET);
  writeFileSync(path, after);
  console.log(after === before ? 'README.md: sizes, browsers and budgets already as built' : 'README.md: sizes, browsers and budgets rewritten from the build');
}
