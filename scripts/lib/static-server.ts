// A small static file server for the demo site, e2e tests and conformance runs: mounts folders under URL prefixes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

export type Mount = { prefix: string; dir: string };
/** Returns true when it answered the request; false lets the static mounts try. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.htm': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.gif': 'image/gif', '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
  '.mp4': 'video/mp4', '.txt': 'text/plain; charset=utf-8',
};

/** Maps a URL path to a file inside `dir`, refusing anything that escapes it; folders resolve to index.html/htm. */
export async function resolveFile(dir: string, relative: string): Promise<string | null> {
  const root = resolve(dir);
  const target = normalize(join(root, decodeURIComponent(relative)));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const info = await stat(target).catch(() => null);
  if (info?.isFile()) return target;
  if (!info?.isDirectory()) return null;
  for (const name of ['index.html', 'index.htm']) {
    const file = join(target, name);
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

async function serveMounts(mounts: Mount[], res: ServerResponse, url: URL): Promise<boolean> {
  for (const { prefix, dir } of mounts) {
    if (!url.pathname.startsWith(prefix)) continue;
    const file = await resolveFile(dir, url.pathname.slice(prefix.length)).catch(() => null);
    if (!file) continue;
    res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
    return true;
  }
  return false;
}

/** Starts a server on 127.0.0.1:port (0 picks a free port) and resolves with it and its origin. */
export function startStaticServer(port: number, mounts: Mount[], handler?: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      try {
        if (handler && (await handler(req, res, url))) return;
        if (await serveMounts(mounts, res, url)) return;
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      } catch (error) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    })();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      done({ server, origin: `http://127.0.0.1:${actual}` });
    });
  });
}
