// A front server that forwards to an upstream origin and gzips text answers; the "floor" one also strips every script.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { scanTags } from '../src/tools/scan-html.ts';

export type FrontServer = { origin: string; server: Server; setUpstream(origin: string): void; close(): Promise<void> };

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** The page with no JavaScript at all: every `<script>` element removed (comments and raw text honoured). */
export function stripScripts(html: string): string {
  const scripts = scanTags(html).tags.filter((tag) => tag.name === 'script' || /modulepreload/i.test(tag.attrs.get('rel') ?? ''));
  let out = '';
  let at = 0;
  for (const tag of scripts) {
    out += html.slice(at, tag.start);
    at = tag.end;
  }
  return out + html.slice(at);
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => done(Buffer.concat(parts)));
    stream.on('error', fail);
  });
}

/** Starts the front server on 127.0.0.1:port; `floor` removes scripts from HTML answers. */
export function startFront(port: number, upstream: string, floor: boolean, toHtml: (html: string) => string = (html) => html): Promise<FrontServer> {
  let target = new URL(upstream);
  const server = createServer((req, res) => {
    const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } }, async (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      let body = await readAll(answer);
      if (type.startsWith('text/html')) body = Buffer.from(floor ? stripScripts(body.toString('utf8')) : toHtml(body.toString('utf8')));
      const headers = { ...answer.headers };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      if (COMPRESSIBLE.test(type) && body.length > 0) {
        body = gzipSync(body, { level: 9 });
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length }).end(body);
    });
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(forward);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({
      origin: `http://127.0.0.1:${port}`,
      server,
      setUpstream: (origin) => (target = new URL(origin)),
      close: () => new Promise((closed) => { server.closeAllConnections(); server.close(() => closed()); }),
    }));
  });
}
