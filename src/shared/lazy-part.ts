// A module's lazy part (a chunk it imports only when the page needs it: the filter of a taxonomy filter, the players of
// a background video, a loop grid's paging), loaded as core/load.ts loads modules.
import type { MountContext } from '../core/types.ts';

/**
 * Imports a lazy part, with one retry as for every module, and hands it to `use` unless the mount was torn down
 * meanwhile. When both tries fail: a cancelable `wisp:error` naming `part` (`taxonomy-filter/filter`), then, unless a
 * listener took it, one console error saying what could not load and what the visitor keeps (`lost`). Resolves once
 * `use` has run or the failure has been told.
 */
export function loadPart<T>(
  load: () => Promise<T>, ctx: Pick<MountContext, 'emit' | 'signal'>, part: string, lost: string, use: (loaded: T) => void,
): Promise<void> {
  return load().catch(load).then((loaded) => {
    if (!ctx.signal.aborted) use(loaded);
  }, (error: unknown) => {
    if (ctx.emit('error', { module: part, error }, true)) console.error(`[wisp] ${part.split('/')[0]}: could not load ${lost}`, error);
  });
}
