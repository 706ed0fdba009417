import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountRun } from '../../src/core/activate.ts';
import type { ElementRecord, Run } from '../../src/core/records.ts';
import type { LoadedModule, MountContext } from '../../src/core/types.ts';

const host = { warn: vi.fn(), isCurrent: () => true, track: () => undefined };

function setup(mount: (ctx: MountContext) => (() => void) | void) {
  document.body.innerHTML = '<div data-element_type="widget" data-widget_type="later.default"></div>';
  const root = document.body.firstElementChild as HTMLElement;
  const record: ElementRecord = { kind: 'later.default', base: 'later', skin: 'default', id: '', settings: {}, runs: [] };
  const run: Run = { module: 'later', entry: null, status: 'loading', controller: new AbortController() };
  const module: LoadedModule = { parse: () => ({ ok: true, settings: {} }), mount: (_root, _settings, ctx) => mount(ctx) };
  const mounted: Event[] = [];
  root.addEventListener('wisp:mount', (event) => mounted.push(event));
  return { root, record, run, module, mounted };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a mount that finishes in a later task', () => {
  it('marks the root ready and dispatches wisp:mount only once its later half has run', async () => {
    const later = deferred();
    const { root, record, run, module, mounted } = setup((ctx) => ctx.readyWhen(later.promise));
    mountRun(host, root, record, run, module);
    expect(run.status).toBe('mounted');
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    expect(mounted).toHaveLength(0);
    later.resolve();
    await settle();
    expect(root.hasAttribute('data-wisp-ready')).toBe(true);
    expect(mounted).toHaveLength(1);
  });

  it('fails the run when its later half throws: no ready marker, its cleanup runs, one console.error', async () => {
    const later = deferred();
    const cleanup = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, record, run, module, mounted } = setup((ctx) => {
      ctx.readyWhen(later.promise);
      return cleanup;
    });
    mountRun(host, root, record, run, module);
    later.reject(new Error('init broke'));
    await settle();
    expect(run.status).toBe('failed');
    expect(run.controller.signal.aborted).toBe(true);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    expect(mounted).toHaveLength(0);
  });

  it('is never marked ready when torn down before its later half finished', async () => {
    const later = deferred();
    const { root, record, run, module, mounted } = setup((ctx) => ctx.readyWhen(later.promise));
    mountRun(host, root, record, run, module);
    run.controller.abort();
    later.resolve();
    await settle();
    expect(root.hasAttribute('data-wisp-ready')).toBe(false);
    expect(mounted).toHaveLength(0);
  });
});
