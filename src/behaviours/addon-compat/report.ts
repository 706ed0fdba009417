// `wisp.report()` for third-party kinds: `compat` when an add-on's handler ran on the element, `deferred` while it waits
// far below the first screen, `no handler` otherwise.
import type { ReportRow } from '../../core/types.ts';
import { isThirdPartyKind } from './wants.ts';

/** An unsupported row's kind is, by the loader's scan, none of wisp's: only the page builder's own are left to tell apart. */
const NONE_OF_WISPS = new Set<string>();

type Api = { report(): ReportRow[] };

/**
 * The loader's records live in its own bundle, out of this chunk's reach, so the report is refined where it is
 * read: the same `window.wisp` object the debug table and page code call.
 */
export function refineReport(handled: WeakSet<Element>, waiting: Set<Element>, signal: AbortSignal): void {
  const api = (window as unknown as { wisp?: Api }).wisp;
  if (!api) return;
  const original = api.report;
  const refine = (row: ReportRow): ReportRow => {
    if (row.status !== 'unsupported') return row;
    if (handled.has(row.element)) return { ...row, module: 'addon-compat', status: 'compat' };
    if (waiting.has(row.element)) return { ...row, module: 'addon-compat', status: 'deferred' };
    return isThirdPartyKind(row.kind, NONE_OF_WISPS) ? { ...row, status: 'no handler' } : row;
  };
  api.report = () => original().map(refine);
  signal.addEventListener('abort', () => {
    api.report = original;
  });
}
