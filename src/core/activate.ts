// The lazily loaded half of mounting: full config, the module context, parse and mount. Loaded with the first module.
import type { FirstInputWait } from './first-input.ts';
import type { ElementRecord, Run } from './records.ts';
import { preloadDeps } from './chunk-deps.ts';
import { FEATURES, moduleOf } from './registry.ts';
import { prefetchNearView } from './prefetch.ts';
import { startBehaviours as startPageBehaviours } from './behaviours.ts';
import { EVENT, WISP_ATTR } from './schema.ts';
import type { ActivateHost, BehaviourContext, LoadedBehaviour, LoadedModule, MountContext, Trigger } from './types.ts';
import { hasPrintedConfig, pageConfig } from '../shared/config.ts';
import { currentDevice, startDeviceMode } from '../shared/device.ts';
import { queryOwn } from '../shared/dom.ts';
import { inUrgentTask } from '../shared/next-task.ts';
import { trackGestureWork } from './next-idle.ts';
import { warnOnce } from './warn.ts';
import { settingsWarning } from './settings.ts';
// The one static import of widgets from core: which elements of a kind need its module at all (its stand-in, below).
import { STAND_INS } from '../widgets/stand-ins.ts';
// The one static import of behaviours from core: their cheap checks, run here before a behaviour's chunk is fetched.
import { ANSWERED_ON_FIRST_INPUT, IN_ACTIVATE, isAskedByUrl, LATE_CHECKS, ON_FIRST_INPUT, WARM_ON_FIRST_INPUT } from '../behaviours/late-checks.ts';

/**
 * A widget kind's module, by the folder convention `widgets/<kind>/index.ts` (an alias's: its module's folder). The
 * loader only calls this for kinds in the registry, never with a kind taken straight from markup. esbuild turns the
 * template into a map of every folder.
 */
export function importWidget(kind: string): Promise<{ default: LoadedModule }> {
  const needsModule = STAND_INS.get(kind);
  return needsModule ? Promise.resolve({ default: standIn(kind, needsModule) }) : importChunk(kind);
}

const importChunk = (kind: string) => import(`../widgets/${moduleOf(kind)}/index.ts`) as Promise<{ default: LoadedModule }>;

/** The module's parse of `raw`, its warnings told through `warn`. */
function parseWarned(module: LoadedModule, raw: Record<string, unknown>, root: HTMLElement, warn: (key: string, message: string) => void) {
  const parsed = module.parse(raw, root);
  if (parsed.ok) for (const warning of parsed.warnings ?? []) warn(warning.key, warning.message);
  return parsed;
}

/**
 * Mounts nothing unless the element's settings need the kind's module (widgets/stand-ins.ts); then loads it, with one
 * retry, parses and mounts it, and the mount is ready once it has run. A second failure is a failed start.
 */
function standIn(kind: string, needsModule: (raw: Record<string, unknown>) => boolean): LoadedModule {
  const load = () => importChunk(kind);
  return {
    parse: (raw) => ({ ok: true, settings: raw }),
    mount: (root, raw: Record<string, unknown>, ctx) => {
      if (!needsModule(raw)) return;
      let cleanup: (() => void) | undefined;
      ctx.readyWhen(load().catch(load).then(({ default: module }) => {
        if (ctx.signal.aborted) return;
        const parsed = parseWarned(module, raw, root, ctx.warn);
        if (!parsed.ok) return ctx.warn(parsed.key, parsed.message);
        cleanup = module.mount(root, parsed.settings as never, ctx) || undefined;
      }));
      return () => cleanup?.();
    },
  };
}

/** The element features that apply to an element, by name, with the trigger that loads each. */
export function featuresOf(element: HTMLElement, settings: Record<string, unknown>): Array<[string, Trigger]> {
  return FEATURES.filter((feature) => feature.wants(element, settings)).map((feature) => [feature.name, feature.trigger]);
}

/** An element feature's module, by the folder convention `elements/<name>/index.ts`; names come from the registry. */
export function importFeature(name: string): Promise<{ default: LoadedModule }> {
  return import(`../elements/${name}/index.ts`) as Promise<{ default: LoadedModule }>;
}

/** A widget kind's or an element feature's module, its shared chunks fetched alongside: the loader's one entry point. */
export function importModule(name: string, isFeature: boolean): Promise<{ default: LoadedModule }> {
  preloadDeps(isFeature ? `elements/${name}` : `widgets/${moduleOf(name)}`);
  return isFeature ? importFeature(name) : importWidget(name);
}

/**
 * The loader's first call into this chunk, once at boot: the page-wide behaviours, and the chunks of the widgets near
 * view, fetched ahead of the loader's observer (core/prefetch.ts).
 */
export function startBehaviours(host: ActivateHost, signal: AbortSignal): void {
  trackGestureWork(host.track);
  startPageBehaviours(host, signal);
  // A task of its own, first in line: its box reads lay the page out when nothing has yet, which on a long page is tens
  // of milliseconds; with the behaviours' arming in the same task, that task was boot's one long task (specmatic's home).
  // Ahead of the queue's tasks (core/queue.ts posts at the default priority) where the browser can.
  inUrgentTask(() => prefetchNearView(host.kinds, (kind) => importModule(kind, false), signal), signal);
  // The page's config, read once (up to three globals, parsed from their scripts' text when an optimiser delayed them):
  // read here, in a task of its own, rather than inside the first module's start, which it made a long task.
  // A page without one reads it only if something starts, and is warned then, as before.
  inUrgentTask(() => hasPrintedConfig() && ensureDeviceMode(), signal);
}

// The build (scripts/lib/merge-chunks.mjs) calls it from this chunk with every module's shared chunks.
export { reportLoadFailure } from './load-failure.ts';
export { setChunkDeps } from './chunk-deps.ts';

/** Stands in for a behaviour whose late check said the page does not need it. */
const NOT_NEEDED: LoadedBehaviour = { start: () => undefined };

/**
 * A page-wide behaviour that only answers clicks loads on the first input (core/first-input.ts), unless the URL asks for
 * it: the clicks it may take meanwhile, those another behaviour answers, and what it fetches for the element that wakes
 * it, or null when it loads now.
 * Through this chunk, the one seam between core and the behaviours' own checks.
 */
export function firstInputWait(name: string): FirstInputWait | null {
  const wants = isAskedByUrl() ? undefined : ON_FIRST_INPUT.get(name);
  return wants ? { wants, warm: WARM_ON_FIRST_INPUT.get(name), answered: ANSWERED_ON_FIRST_INPUT.get(name) } : null;
}

/** A page-wide behaviour's module, by the folder convention `behaviours/<name>/index.ts`. */
export function importBehaviour(name: string, host: ActivateHost): Promise<{ default: LoadedBehaviour }> {
  // A check that looks at every widget answers over several tasks (the add-on layer's): the import waits for it.
  return Promise.resolve(LATE_CHECKS.get(name)?.(host)).then((needed) => {
    if (needed === false) return { default: NOT_NEEDED };
    const bundled = IN_ACTIVATE.get(name);
    if (bundled) return { default: bundled };
    preloadDeps(`behaviours/${name}`);
    return import(`../behaviours/${name}/index.ts`) as Promise<{ default: LoadedBehaviour }>;
  });
}

/** Widgets may style by device mode, so it is current before the first one mounts (the idle behaviour may be later). */
function ensureDeviceMode(): void {
  startDeviceMode(pageConfig().breakpoints);
}

/**
 * Warnings are told from this chunk, the loader's included (core/scan.ts: settings it refused), so their once-only memory
 * is in one place.
 */
export const warnSettings = (element: Element, kind: string, parsed: boolean): void => warnOnce(element, kind, 'settings', settingsWarning(parsed));

function toContext(root: HTMLElement, record: ElementRecord, run: Run, starting: Array<Promise<unknown>>): MountContext {
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
    readyWhen: (started) => void starting.push(started),
  };
}

/** A mount that threw, now or in its later half: its signal aborted, the other widgets carry on. */
function failRun(label: string, root: HTMLElement, run: Run, error: unknown): void {
  run.status = 'failed';
  run.controller.abort();
  console.error(`[wisp] ${label}: failed to start; other widgets carry on`, root, error);
}

/** The ready marker and `wisp:mount`, unless the run was torn down or replaced meanwhile. */
function markReady(host: Pick<ActivateHost, 'isCurrent'>, root: HTMLElement, record: ElementRecord, run: Run): void {
  if (run.controller.signal.aborted || !host.isCurrent(root, record)) return;
  root.setAttribute(WISP_ATTR.ready, '');
  root.dispatchEvent(new CustomEvent(EVENT.mount, { bubbles: true, detail: { module: run.module } }));
}

/** Parses the element's settings and mounts the module, recording the outcome on the run. */
export function mountRun(host: Pick<ActivateHost, 'isCurrent' | 'track'>, root: HTMLElement, record: ElementRecord, run: Run, module: LoadedModule): void {
  ensureDeviceMode();
  if (run.controller.signal.aborted || !root.isConnected || !host.isCurrent(root, record)) return;
  const label = run.module ?? record.base;
  const parsed = parseWarned(module, record.settings, root, (key, message) => warnOnce(root, label, key, message));
  if (!parsed.ok) {
    run.status = 'invalid';
    return warnOnce(root, label, parsed.key, parsed.message);
  }
  const started = performance.now();
  const starting: Array<Promise<unknown>> = [];
  let result: ReturnType<LoadedModule['mount']>;
  try {
    // The settings are what this same module's parse returned, so the erased type lines up.
    result = module.mount(root, parsed.settings as never, toContext(root, record, run, starting));
  } catch (error) {
    return failRun(label, root, run, error);
  }
  run.mountMs = Math.round((performance.now() - started) * 10) / 10;
  // false: required markup was missing, mount warned and wrote nothing.
  if (result === false) {
    run.status = 'invalid';
    return run.controller.abort();
  }
  run.cleanup = result ?? undefined;
  run.status = 'mounted';
  if (starting.length === 0) return markReady(host, root, record, run);
  // Tracked: `wisp.idle()` waits for a mount's later half too (a module the text editor's stand-in loads, Swiper's start).
  host.track(Promise.all(starting).then(() => markReady(host, root, record, run), (error: unknown) => {
    failRun(label, root, run, error);
    const cleanup = run.cleanup;
    run.cleanup = undefined;
    cleanup?.();
  }));
}

/** Starts a page-wide behaviour with its context. */
export function startBehaviour(name: string, run: Run, module: LoadedBehaviour, track: (work: Promise<unknown>) => void): void {
  if (module === NOT_NEEDED) {
    run.status = 'not needed';
    return;
  }
  ensureDeviceMode();
  const ctx: BehaviourContext = {
    signal: run.controller.signal,
    config: pageConfig(),
    warn: (key, message) => warnOnce(null, name, key, message),
    track,
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

