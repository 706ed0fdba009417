// Runs one action hash: decode, look the action up, load its code, hand it the settings; every failure is one warning.
import { ACTIONS } from './actions.ts';
import { isHashProblem, toActionHash } from './hash.ts';
import type { ActionContext, ActionHandler, ActionLoader } from './types.ts';

/** Names are echoed in warnings; a forged one could be huge. */
const shorten = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * Handlers whose chunk has loaded, by loader: a later click runs its handler in the click's own task. Awaiting the
 * import again took a task, and often a frame, before a popup or panel could open.
 */
const loaded = new WeakMap<ActionLoader, ActionHandler>();

/** Resolves when the action has run (or was refused); never rejects. */
export async function runActionHash(
  value: string, ctx: ActionContext, actions: ReadonlyMap<string, ActionLoader> = ACTIONS,
): Promise<void> {
  const parsed = toActionHash(value);
  if (isHashProblem(parsed)) return ctx.warn(parsed.problem, parsed.message);
  const load = actions.get(parsed.action);
  if (!load) return ctx.warn(`unknown:${shorten(parsed.action)}`, `unknown action "${shorten(parsed.action)}"; nothing ran`);
  try {
    // Nothing is awaited before a loaded handler runs, so it runs synchronously. Else one retry, as for modules: a
    // flaky network should not cost the visitor the action.
    const handler = loaded.get(load) ?? load.ready?.() ?? (await load().catch(() => load())).default;
    loaded.set(load, handler);
    await handler(parsed.settings, ctx);
  } catch (error) {
    console.error(`[wisp] action-links: the action "${parsed.action}" failed`, error);
  }
}
