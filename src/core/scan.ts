// Finds page-builder elements under a root, decides which modules each needs, and arms their triggers.
import { armRun, host, loadActivate, reportLoadFailure, toModuleEntry, track } from './mount.ts';
import { enqueue, sliceOver } from './queue.ts';
import { records, type ElementRecord, type Run } from './records.ts';
import { WIDGETS } from './registry.ts';
import { ATTR, CLASS, SELECTOR } from './schema.ts';
import { readSettings } from './settings.ts';

/** WooCommerce's widgets: the shop's own scripts run them, so the report says so instead of "unsupported". */
const SHOP_KIND = /^(?:woocommerce|wc)-/;

function toRun(module: string | null, entry: Run['entry'], base = ''): Run {
  const status = entry ? 'pending' : SHOP_KIND.test(base) ? 'external' : 'unsupported';
  return { module, entry, status, controller: new AbortController() };
}

/** `tabs.default` → base `tabs`, skin `default`; a type without a skin gets `default`. */
function splitWidgetType(value: string): { base: string; skin: string } {
  const dot = value.indexOf('.');
  return dot < 0 ? { base: value, skin: 'default' } : { base: value.slice(0, dot), skin: value.slice(dot + 1) };
}

function toRecord(element: HTMLElement, type: string): ElementRecord {
  const widgetType = type === 'widget' ? (element.getAttribute(ATTR.widgetType) ?? '') : '';
  const { base, skin } = widgetType ? splitWidgetType(widgetType) : { base: type, skin: '' };
  return { kind: widgetType || type, base, skin, id: element.getAttribute(ATTR.id) ?? '', settings: {}, runs: [] };
}

/** Registers one element; elements seen before, or waiting under a delayed parent, are left alone. */
export function visit(element: Node): void {
  if (!(element instanceof HTMLElement) || records.has(element) || !element.isConnected) return;
  const type = element.getAttribute(ATTR.elementType);
  if (!type || element.closest(SELECTOR.delayed)) return;
  const record = toRecord(element, type);
  const trigger = type === 'widget' ? WIDGETS.get(record.base) : undefined;
  const widget = trigger ? toModuleEntry(record.base, trigger) : undefined;
  if (type === 'widget') record.runs.push(toRun(widget ? record.base : null, widget ?? null, record.base));
  const settings = readSettings(element);
  records.set(element, record);
  if (!settings.ok) {
    // Only a module that would read the settings has a reason to complain about them.
    if (!widget) return;
    for (const run of record.runs) run.status = 'invalid';
    // Told from the activate chunk, which holds the warnings' once-only memory; a failure there is reported by the retry.
    return track(loadActivate().then((activate) => activate.warnSettings(element, record.base, settings.parsed), () => undefined));
  }
  record.settings = settings.value;
  for (const run of record.runs) armRun(element, record, run);
  // Every element feature reads settings, except entrance animations, which can also come from the class alone.
  if (Object.keys(settings.value).length > 0 || element.classList.contains(CLASS.invisible)) armFeatures(element, record);
}

type Activate = Awaited<ReturnType<typeof loadActivate>>;

/** Arms the element features (entrance animation, sticky, motion effects…) the activate chunk says apply. */
function armFeaturesOf(activate: Activate, element: HTMLElement, record: ElementRecord): void {
  if (!host.isCurrent(element, record)) return;
  for (const [name, trigger] of activate.featuresOf(element, record.settings)) {
    const run = toRun(name, toModuleEntry(name, trigger, true));
    record.runs.push(run);
    armRun(element, record, run);
  }
}

/** Elements waiting on the activate chunk to decide their features: one tracked import for all, however many. */
const awaitingFeatures: Array<[HTMLElement, ElementRecord]> = [];

function armFeatures(element: HTMLElement, record: ElementRecord): void {
  // The first element of a batch starts the import; the ones visited before it settles join that one.
  if (awaitingFeatures.push([element, record]) > 1) return;
  track(loadActivate().then(
    (activate) => {
      for (const [waiting, waitingRecord] of awaitingFeatures.splice(0)) enqueue(() => armFeaturesOf(activate, waiting, waitingRecord));
    },
    (error: unknown) => {
      awaitingFeatures.length = 0;
      reportLoadFailure(element, toRun('element features', null), error);
    },
  ));
}

/**
 * Visits `root` and every element under it, spread over short tasks so a large page never blocks input. The query
 * runs in a queued task too: on a page of 10,000 widgets, querying and queueing them all was boot's one long task, and
 * a job per element (10,000 closures at once) made the query's task a long one in turn, with the collections it caused.
 */
export function scanRoot(root: ParentNode): void {
  enqueue(() => {
    // The root itself first, when it is an element of the page builder's (visit leaves anything else alone).
    const list = root.querySelectorAll(SELECTOR.element);
    let at = -1;
    // The rest is queued first, at the front (where a job per element was): what was queued after the scan still runs
    // after it, a tap's mount queued meanwhile still goes first, and a visit that throws loses that element alone.
    // Indexed, not spread into an array: each element's wrapper is made as it is visited, not all in the query's task.
    const visitRest = (): void => {
      if (at < list.length) enqueue(visitRest, true);
      while (at < list.length && !sliceOver()) {
        const element = at < 0 ? root : list[at]!;
        at++;
        visit(element);
      }
    };
    visitRest();
  });
}
