// The demo site: builds wisp, serves the fixture pages with the built loader and the fake backend, and rebuilds on src/ changes with --watch.
import { spawn } from 'node:child_process';
import { existsSync, watch as watchFolder, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startStaticServer, type Handler, type Mount } from './lib/static-server.ts';
import { createDemoBackend } from './lib/demo-backend.ts';
import { DIST } from './lib/dist.ts';
import { toPagePrepaint } from '../src/tools/inject.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'fixtures');
const PAGES = join(FIXTURES, 'pages');
const DEFAULT_PORT = 4173;
// 150 ms: an editor's save touches several files within a few milliseconds; one build covers them all.
const REBUILD_DEBOUNCE_MS = 150;

export type DemoOptions = { port?: number; watch?: boolean };
export type Demo = { origin: string; close(): Promise<void> };
type BuildResult = { ok: boolean; output: string; skipped: boolean };

const MOUNTS: Mount[] = [
  { prefix: '/wisp/', dir: DIST },
  { prefix: '/assets/', dir: join(FIXTURES, 'assets') },
  { prefix: '/fixtures/', dir: FIXTURES },
];
// `/{name}/` and the paged `/{name}/page/{n}/` shape of WordPress listings; the page number is the client's business.
const PAGE_ROUTE = /^\/([a-z0-9-]+)\/(?:page\/\d+\/)?$/;
const BARE_PAGE_ROUTE = /^\/([a-z0-9-]+)$/;

/** Runs `node build.mjs` once; a missing build script is reported as skipped, not as a failure. */
export function runBuild(): Promise<BuildResult> {
  if (!existsSync(join(ROOT, 'build.mjs'))) return Promise.resolve({ ok: true, output: '', skipped: true });
  return new Promise((done) => {
    const child = spawn(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ ok: false, output: output + String(error), skipped: false }));
    child.on('close', (code) => done({ ok: code === 0, output, skipped: false }));
  });
}

async function findPage(name: string): Promise<string | null> {
  const file = join(PAGES, `${name}.html`);
  return (await stat(file).catch(() => null))?.isFile() ? file : null;
}

/**
 * A demo page as a host serves it: with the prepaint style the WordPress plugin and `wisp inject` print in the head, so
 * what wisp shows once a widget mounts is shown from the first paint here too (without it, Cyber Essentials' tabs grew
 * by 208 px as they mounted on the way down to the gallery). The fixture pages under /fixtures/ stay as written: tests
 * serve them through `wisp inject` where they want the host's markup.
 */
function toServedPage(html: string): string {
  const prepaint = toPagePrepaint(html);
  return prepaint ? html.replace('</head>', () => `${prepaint}</head>`) : html;
}

async function servePage(res: ServerResponse, file: string): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(toServedPage(await readFile(file, 'utf8')));
}

/** Answers `/`, `/{name}/`, `/{name}/page/{n}/` from fixtures/pages, and redirects `/{name}` like WordPress does. */
async function answerPageRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const name = url.pathname === '/' ? 'index' : PAGE_ROUTE.exec(url.pathname)?.[1];
  if (name) {
    const file = await findPage(name);
    if (file) await servePage(res, file);
    return file !== null;
  }
  const bare = BARE_PAGE_ROUTE.exec(url.pathname)?.[1];
  if (!bare || !(await findPage(bare))) return false;
  res.writeHead(301, { location: `/${bare}/${url.search}` }).end();
  return true;
}

function combine(...handlers: Handler[]): Handler {
  return async (req, res, url) => {
    for (const handler of handlers) if (await handler(req, res, url)) return true;
    return false;
  };
}

/** Rebuilds after src/ changes, debounced; a change during a build schedules exactly one more build. */
function watchSources(): FSWatcher | null {
  const src = join(ROOT, 'src');
  if (!existsSync(src)) {
    console.log('wisp demo: no src/ folder, not watching');
    return null;
  }
  let timer: NodeJS.Timeout | undefined;
  let building = false;
  let again = false;
  const rebuild = async (): Promise<void> => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    const started = Date.now();
    const result = await runBuild();
    building = false;
    const took = `${Date.now() - started} ms`;
    if (result.skipped) console.log('wisp demo: rebuild skipped, build.mjs not found');
    else if (result.ok) console.log(`wisp demo: rebuilt in ${took}`);
    else console.log(`wisp demo: rebuild failed in ${took}\n${result.output.trimEnd()}`);
    if (again) {
      again = false;
      void rebuild();
    }
  };
  const watcher = watchFolder(src, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), REBUILD_DEBOUNCE_MS);
  });
  // A deleted or renamed folder under src/ can make the watcher error; the demo keeps serving.
  watcher.on('error', (error) => console.log(`wisp demo: watcher stopped: ${String(error)}`));
  watcher.on('close', () => clearTimeout(timer));
  return watcher;
}

/** Builds once, then serves the demo site; rejects with the build output when the build fails. */
export async function startDemo({ port = DEFAULT_PORT, watch = false }: DemoOptions = {}): Promise<Demo> {
  const build = await runBuild();
  if (!build.ok) throw new Error(`wisp demo: build failed\n${build.output.trimEnd()}`);
  if (build.skipped) console.log('wisp demo: build.mjs not found, serving without the loader');
  const handler = combine(createDemoBackend(join(FIXTURES, 'data')), answerPageRoute);
  const { server, origin } = await startStaticServer(port, MOUNTS, handler);
  const watcher = watch ? watchSources() : null;
  const close = async (): Promise<void> => {
    watcher?.close();
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };
  return { origin, close };
}

/** Reads `--port N`, `--port=N`, `--watch` and the PORT environment variable; the flag wins over the variable. */
export function toDemoOptions(argv: string[], env: NodeJS.ProcessEnv): Required<DemoOptions> {
  let port: string | undefined = env['PORT'];
  let watch = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--watch') watch = true;
    else if (arg === '--port') port = argv[++i];
    else if (arg.startsWith('--port=')) port = arg.slice('--port='.length);
    else throw new Error(`unknown argument ${arg}; usage: tsx scripts/serve.ts [--port 4173] [--watch]`);
  }
  const number = port === undefined || port === '' ? DEFAULT_PORT : Number(port);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`invalid port ${String(port)}`);
  return { port: number, watch };
}

async function main(): Promise<void> {
  const options = toDemoOptions(process.argv.slice(2), process.env);
  const demo = await startDemo(options);
  const port = new URL(demo.origin).port;
  console.log(`wisp demo: http://localhost:${port}/`);
  const stop = (): void => void demo.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
