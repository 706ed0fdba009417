// The lazily loaded half of mounting: full config, the module context, parse and mount. Loaded with the first module.
import { records, type ElementRecord, type Run } from './records.ts';
import { EVENT, WISP_ATTR } from './schema.ts';
import type { BehaviourContext, LoadedBehaviour, LoadedModule, MountContext } from './types.ts';
import { warnOnce } from './warn.ts';
import { pageConfig } from '../shared/config.ts';
import { currentDevice, startDeviceMode } from '../shared/device.ts';
import { queryOwn } from '../shared/dom.ts';

/** Widgets may style by device mode, so it is current before the first one mounts (the idle behaviour may be later). */
function ensureDeviceMode(): void {
  startDeviceMode(pageConfig().breakpoints);
}

function toContext(root: HTMLElement, record: ElementRecord, run: Run): MountContext {
  const label = run.module ?? record.base;
  const config = pageConfig();
  return {
    signal: run.controller.signal,
    kind: record.base,
    skin: record.skin,
    id: record.id,
    config,
    warn: (key, message) => warnOnce(root, label, key, message),
    emit: (name, detail, cancelable = false) =>
      root.dispatchEvent(new CustomEvent(`wisp:${name}`, { bubbles: true, cancelable, detail })),
    own: (selector) => queryOwn(root, selector),
    device: () => currentDevice(config.breakpoints),
  };
}

/** Parses the element's settings and mounts the module, recording the outcome on the run. */
export function mountRun(root: HTMLElement, record: ElementRecord, run: Run, module: LoadedModule): void {
  ensureDeviceMode();
  if (run.controller.signal.aborted || !root.isConnected || records.get(root) !== record) return;
  const label = run.module ?? record.base;
  const parsed = module.parse(record.settings, root);
  if (!parsed.ok) {
    run.status = 'invalid';
    return warnOnce(root, label, parsed.key, parsed.message);
  }
  for (const warning of parsed.warnings ?? []) warnOnce(root, label, warning.key, warning.message);
  const started = performance.now();
  let result: ReturnType<LoadedModule['mount']>;
  try {
    // The settings are what this same module's parse returned, so the erased type lines up.
    result = module.mount(root, parsed.settings as never, toContext(root, record, run));
  } catch (error) {
    run.status = 'failed';
    run.controller.abort();
    return console.error(`[wisp] ${label}: failed to start; other widgets carry on`, root, error);
  }
  run.mountMs = Math.round((performance.now() - started) * 10) / 10;
  // false: required markup was missing, mount warned and wrote nothing.
  if (result === false) {
    run.status = 'invalid';
    return run.controller.abort();
  }
  run.cleanup = result ?? undefined;
  run.status = 'mounted';
  root.setAttribute(WISP_ATTR.ready, '');
  root.dispatchEvent(new CustomEvent(EVENT.mount, { bubbles: true, detail: { module: run.module } }));
}

/** Starts a page-wide behaviour with its context. */
export function startBehaviour(name: string, run: Run, module: LoadedBehaviour): void {
  ensureDeviceMode();
  const ctx: BehaviourContext = {
    signal: run.controller.signal,
    config: pageConfig(),
    warn: (key, message) => warnOnce(null, name, key, message),
  };
  try {
    run.cleanup = module.start(ctx) ?? undefined;
    run.status = 'mounted';
  } catch (error) {
    run.status = 'failed';
    run.controller.abort();
    console.error(`[wisp] ${name}: failed to start; the rest of the page carries on`, error);
  }
}
