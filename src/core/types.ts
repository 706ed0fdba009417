// The contract between the loader and every lazily loaded module: parse, mount, context, report rows.
import type { PageConfig } from '../shared/config.ts';
import type { Device } from '../shared/breakpoints.ts';
import type { Run } from './records.ts';
import type { onTrigger, whenNoTap } from './triggers.ts';

export type Cleanup = () => void;

/** A field that fell back to its default, reported as one warning per element and key. */
export type FieldWarning = { key: string; message: string };

export type ParseResult<S> =
  | { ok: true; settings: S; warnings?: FieldWarning[] }
  | { ok: false; key: string; message: string };

export type MountContext = {
  /** Aborted on teardown: pass it to every listener and observer. */
  signal: AbortSignal;
  /** `data-widget_type` base (`tabs`) or the element type for element features. */
  kind: string;
  skin: string;
  id: string;
  config: PageConfig;
  /** One `console.warn` per element and key. */
  warn(key: string, message: string): void;
  /** Dispatches bubbling `wisp:{name}` on the root; returns false when a listener cancelled it. */
  emit(name: string, detail?: unknown, cancelable?: boolean): boolean;
  /** Matches of `selector` inside the root whose nearest page-builder element is the root itself. */
  own<E extends Element = HTMLElement>(selector: string): E[];
  /** The device mode now (`mobile`, `tablet`, `desktop`, ...). */
  device(): Device;
  /**
   * For a mount that finishes in a later task (a carousel yields before Swiper's init): the root is marked ready, and
   * `wisp:mount` dispatched, once `started` settles, so "ready" still means "working".
   */
  readyWhen(started: Promise<unknown>): void;
};

/**
 * Collects and checks every element it needs first; when something required is missing it warns through
 * `ctx.warn` and returns false before any write. Otherwise it writes and returns its cleanup (or nothing when
 * aborting `ctx.signal` undoes everything).
 */
export type ModuleMount<S> = (root: HTMLElement, settings: S, ctx: MountContext) => Cleanup | void | false;

export type WispModule<S = unknown> = {
  parse(raw: Record<string, unknown>, root: HTMLElement): ParseResult<S>;
  mount: ModuleMount<S>;
};

export type BehaviourContext = {
  /** Aborted when wisp is destroyed: pass it to every listener, observer and timer. */
  signal: AbortSignal;
  config: PageConfig;
  /** One `console.warn` per key, worded `[wisp] <behaviour>: <message>`. */
  warn(key: string, message: string): void;
  /** Work started after `start` returned that `wisp.idle()` waits for (the add-on layer's ready handlers). */
  track(work: Promise<unknown>): void;
};

/** A page-wide behaviour (action links, anchors, lightbox, popups…): started once per page. */
export type LoadedBehaviour = { start(ctx: BehaviourContext): Cleanup | void };

/** What the loader lends the activate chunk, so that chunk imports no loader module (each would split off a file). */
export type ActivateHost = {
  /** Whether this record is still the element's current one (not torn down or replaced). */
  isCurrent(root: HTMLElement, record: object): boolean;
  /** core/triggers.ts's, whose pending taps idle behaviours wait for. */
  onTrigger: typeof onTrigger;
  /** Runs `work` once no tap on a widget is pending (core/triggers.ts). */
  whenNoTap: typeof whenNoTap;
  /** Tracks a load so `wisp.idle()` waits for it. */
  track(promise: Promise<unknown>): void;
  /** The page-wide behaviours' rows of the report. */
  behaviourRuns: Array<{ name: string; run: Run }>;
  /** The widget kinds wisp has a module for (core/registry.ts's WIDGETS), so this chunk need not carry the lists. */
  kinds: ReadonlyMap<string, Trigger>;
};

/** A trigger the activate chunk arms for an element feature: it calls `fire` when `element` needs the module. */
export type TriggerFunction = (fire: () => void, signal: AbortSignal, element: Element) => void;

/**
 * `url`: near view, or at idle when the URL has a hash or a query, or once the hash changes (what a deep link addresses).
 * A function: see TriggerFunction (features only: a widget's trigger is chosen in the loader).
 */
export type Trigger = 'now' | 'idle' | 'visible' | 'interaction' | 'url' | TriggerFunction;

/** Any module with its settings type erased, as the registry holds it; parse's output is what mount takes. */
export type LoadedModule = {
  parse(raw: Record<string, unknown>, root: HTMLElement): ParseResult<unknown>;
  mount(root: HTMLElement, settings: never, ctx: MountContext): Cleanup | void | false;
};

export type ModuleEntry = {
  /** The chunk, imported once on first use. */
  load: () => Promise<{ default: LoadedModule }>;
  trigger: Trigger;
};

export type BehaviourEntry = {
  name: string;
  trigger: Trigger;
};

/** An element feature (entrance animation, sticky…), decided per element in the activate chunk. */
export type FeatureEntry = {
  name: string;
  trigger: Trigger;
  /** Decides from the element and its settings, without loading the chunk, whether the feature applies. */
  wants(element: HTMLElement, settings: Record<string, unknown>): boolean;
};

/**
 * `external`: a shop widget wisp has no module for, left to WooCommerce's own scripts, which the page still loads.
 * `compat` / `no handler`: a third-party add-on's widget, on which an add-on's handler ran through the compatibility
 * module, or none did; `deferred` while its handlers wait, the element far below the first screen (they run as it comes
 * near). `not needed`: a behaviour whose check in the activate chunk found nothing for it on this page.
 */
export type Status = 'pending' | 'loading' | 'mounted' | 'unsupported' | 'external' | 'invalid' | 'failed' | 'compat' | 'deferred' | 'no handler' | 'not needed';

export type ReportRow = {
  id: string;
  /** `data-widget_type` for widgets, the element type for element features. */
  kind: string;
  module: string | null;
  status: Status;
  element: Element;
  loadMs?: number;
  mountMs?: number;
};
