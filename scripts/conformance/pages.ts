// Finds the captured pages to check and prepares, per site, an injected copy and a control copy in a temp dir.
import { cp, mkdir, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { injectAsServed } from '../../src/tools/built.ts';

export type PageRef = { key: string; siteRoot: string; urlPath: string };
export type PreparedSite = { siteRoot: string; wispRoot: string; controlRoot: string };

const LOADER_TAG = '<script type="module" src="/wisp/loader.js" fetchpriority="low"></script>';
const isPage = (name: string): boolean => /\.html?$/i.test(name);
const toPosix = (path: string): string => path.split(sep).join('/');

async function listPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map(async (entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listPages(path);
    return entry.isFile() && isPage(entry.name) ? [path] : [];
  }));
  return nested.flat().sort();
}

/** A folder of site folders: each top folder is a site root; pages right in it belong to the folder itself. */
async function pagesOfCollection(dir: string): Promise<PageRef[]> {
  const refs: PageRef[] = [];
  for (const file of await listPages(dir)) {
    const key = toPosix(relative(dir, file));
    const top = key.includes('/') ? join(dir, key.split('/')[0] ?? '') : dir;
    refs.push({ key, siteRoot: top, urlPath: '/' + toPosix(relative(top, file)) });
  }
  return refs;
}

/** A single file: when an ancestor holds INDEX.tsv it is a collection root, so the key matches a directory run. */
function pageOfFile(file: string): PageRef {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (!existsSync(join(dir, 'INDEX.tsv'))) continue;
    const key = toPosix(relative(dir, file));
    const siteRoot = join(dir, key.split('/')[0] ?? '');
    return { key, siteRoot, urlPath: '/' + toPosix(relative(siteRoot, file)) };
  }
  return { key: basename(file), siteRoot: dirname(file), urlPath: '/' + basename(file) };
}

/** Expands the command-line paths into pages, in a stable order, without duplicates. */
export async function findPages(paths: string[]): Promise<PageRef[]> {
  const refs = new Map<string, PageRef>();
  for (const path of paths.map((item) => resolve(item))) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new Error(`no such file or folder: ${path}`);
    const found = info.isDirectory() ? await pagesOfCollection(path) : [pageOfFile(path)];
    for (const ref of found) refs.set(join(ref.siteRoot, ref.urlPath), ref);
  }
  return [...refs.values()];
}

async function copySite(from: string, wispTo: string, controlTo: string): Promise<void> {
  await mkdir(wispTo, { recursive: true });
  await mkdir(controlTo, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) { await copySite(source, join(wispTo, entry.name), join(controlTo, entry.name)); continue; }
    if (!entry.isFile()) continue;
    if (!isPage(entry.name)) {
      await cp(source, join(wispTo, entry.name));
      await cp(source, join(controlTo, entry.name));
      continue;
    }
    const injected = injectAsServed(await readFile(source, 'utf8')).html;
    await writeFile(join(wispTo, entry.name), injected);
    // The control page is the same injected page minus the loader, so its own errors can be told from ours.
    await writeFile(join(controlTo, entry.name), injected.replace(LOADER_TAG, ''));
  }
}

/** Copies each site once into `<tmp>/wisp/<site>` and `<tmp>/control/<site>`. */
export async function prepareSites(refs: PageRef[]): Promise<Map<string, PreparedSite>> {
  const temp = await mkdtemp(join(tmpdir(), 'wisp-conformance-'));
  const sites = new Map<string, PreparedSite>();
  for (const siteRoot of new Set(refs.map((ref) => ref.siteRoot))) {
    const name = `${sites.size}-${basename(siteRoot)}`;
    const site = { siteRoot, wispRoot: join(temp, 'wisp', name), controlRoot: join(temp, 'control', name) };
    await copySite(siteRoot, site.wispRoot, site.controlRoot);
    sites.set(siteRoot, site);
  }
  return sites;
}
