// The WordPress layer's ports: the preferred one when free, another when something already listens there.
import { describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { freePort } from '../../scripts/lib/wordpress-site.ts';

const listen = (port: number) => new Promise<Server>((done, fail) => {
  const server = createServer();
  server.once('error', fail);
  server.listen(port, '127.0.0.1', () => done(server));
});
const portOf = (server: Server) => (server.address() as { port: number }).port;

describe('freePort', () => {
  it('keeps the preferred port when nothing listens on it', async () => {
    const probe = await listen(0);
    const port = portOf(probe);
    await new Promise((done) => probe.close(done));
    expect(await freePort(port)).toBe(port);
  });

  it('picks another free port when the preferred one is taken', async () => {
    const taken = await listen(0);
    try {
      const port = await freePort(portOf(taken));
      expect(port).not.toBe(portOf(taken));
      const other = await listen(port);
      await new Promise((done) => other.close(done));
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });
});
