// Pure comparisons: errors the wisp run added over its control run, and mounted kinds against the baseline.

export type Viewport = 'desktop' | 'mobile';
/** page (relative to the input dir) → viewport → sorted kinds with status `mounted`. */
export type Baseline = Record<string, Partial<Record<Viewport, string[]>>>;
export type Regression = { page: string; viewport: Viewport; kinds: string[] };

/** Makes messages from two servers comparable: ports, cache-busting queries and line/column numbers differ. */
export function normalizeMessage(message: string): string {
  return message
    .replace(/https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?/g, '<origin>')
    .replace(/\?ver=[\w.-]+/g, '')
    .replace(/:\d+:\d+\b/g, ':<line>')
    .trim();
}

/** Returns the errors of the wisp run that the control run (the same page without the loader) did not have. */
export function diffErrors(wisp: string[], control: string[]): string[] {
  const remaining = new Map<string, number>();
  for (const message of control) {
    const key = normalizeMessage(message);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const added: string[] = [];
  for (const message of wisp) {
    const key = normalizeMessage(message);
    const left = remaining.get(key) ?? 0;
    // A message the control run also had is the page's own; anything beyond its count is ours.
    if (left > 0) remaining.set(key, left - 1);
    else added.push(message);
  }
  return added;
}

export type PageError = { message: string; stack: string; phase: 'load' | 'probe' };

/**
 * Errors wisp is to blame for. While loading and scrolling, any error the control run lacks. During probes only
 * errors thrown from wisp's own code: a click is also the first user interaction, which starts the "delay scripts
 * until interaction" loaders of optimisers (WP Rocket, Perfmatters), and their scripts fail on captured pages.
 */
export function attributeErrors(wisp: PageError[], control: PageError[]): string[] {
  const load = diffErrors(wisp.filter((error) => error.phase === 'load').map((error) => error.message), control.map((error) => error.message));
  const probe = wisp.filter((error) => error.phase === 'probe' && error.stack.includes('/wisp/')).map((error) => error.message);
  return [...load, ...probe];
}

/** Console messages wisp itself printed as errors. */
export function findWispConsoleErrors(messages: Array<{ type: string; text: string }>): string[] {
  return messages.filter((message) => message.type === 'error' && message.text.startsWith('[wisp]')).map((message) => message.text);
}

export function toMountedKinds(rows: Array<{ kind: string; status: string }>): string[] {
  return [...new Set(rows.filter((row) => row.status === 'mounted').map((row) => row.kind))].sort();
}

/** Kinds the baseline lists as mounted for a page and viewport that the current run did not mount. */
export function findRegressions(baseline: Baseline, current: Baseline): Regression[] {
  const regressions: Regression[] = [];
  for (const [page, viewports] of Object.entries(current)) {
    for (const [viewport, kinds] of Object.entries(viewports) as Array<[Viewport, string[]]>) {
      const expected = baseline[page]?.[viewport] ?? [];
      const lost = expected.filter((kind) => !kinds.includes(kind));
      if (lost.length > 0) regressions.push({ page, viewport, kinds: lost });
    }
  }
  return regressions;
}

/** Merges a run into a baseline: pages in the run replace their entries, other pages stay; keys come out sorted. */
export function mergeBaseline(baseline: Baseline, current: Baseline): Baseline {
  const merged: Baseline = { ...baseline, ...current };
  return Object.fromEntries(Object.keys(merged).sort().map((page) => [page, merged[page] ?? {}]));
}

/** Reads a baseline file's parsed JSON, refusing anything that is not page → viewport → string[]. */
export function toBaseline(raw: unknown): Baseline {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('baseline must be an object');
  const baseline: Baseline = {};
  for (const [page, viewports] of Object.entries(raw)) {
    if (typeof viewports !== 'object' || viewports === null) throw new Error(`baseline entry ${page} must be an object`);
    const entry: Partial<Record<Viewport, string[]>> = {};
    for (const viewport of ['desktop', 'mobile'] as const) {
      const kinds: unknown = (viewports as Record<string, unknown>)[viewport];
      if (kinds === undefined) continue;
      if (!Array.isArray(kinds) || !kinds.every((kind) => typeof kind === 'string')) throw new Error(`baseline ${page} ${viewport} must list strings`);
      entry[viewport] = kinds as string[];
    }
    baseline[page] = entry;
  }
  return baseline;
}
