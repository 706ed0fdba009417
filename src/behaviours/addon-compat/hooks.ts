// `elementorFrontend.hooks`: WordPress-style actions and filters, run by priority (lower first), ties in the order added.

type Callback = (...args: unknown[]) => unknown;
type Hook = { callback: Callback; priority: number; context: unknown };
type Kind = 'actions' | 'filters';

export type Hooks = {
  addAction(name: unknown, callback: unknown, priority?: unknown, context?: unknown): Hooks;
  removeAction(name: unknown, callback?: unknown): Hooks;
  doAction(name: unknown, ...args: unknown[]): Hooks;
  addFilter(name: unknown, callback: unknown, priority?: unknown, context?: unknown): Hooks;
  removeFilter(name: unknown, callback?: unknown): Hooks;
  applyFilters(name: unknown, value?: unknown, ...args: unknown[]): unknown;
};

/** Called around every callback, so one add-on's throw cannot stop the others (the original would stop there). */
export type HookRunner = (name: string, callback: Callback, context: unknown, args: unknown[]) => unknown;

const runPlain: HookRunner = (_name, callback, context, args) => callback.apply(context, args);

/** The callbacks registered for an action, so a caller can tell whether anything listened. */
export type HookCount = (name: string) => number;

export type CompatHooks = Hooks & { count: HookCount; setRunner(run: HookRunner): void };

/** `run` wraps every callback; the lazy module swaps in its guarded runner when an early copy made the hooks. */
export function createHooks(run: HookRunner = runPlain): CompatHooks {
  // Maps, so hook names from pages (`__proto__`, `constructor`) never reach an object's prototype.
  const store: Record<Kind, Map<string, Hook[]>> = { actions: new Map(), filters: new Map() };

  const add = (kind: Kind, name: unknown, callback: unknown, priority: unknown, context: unknown) => {
    if (typeof name !== 'string' || typeof callback !== 'function') return;
    const list = store[kind].get(name) ?? [];
    // As the original: a callback already on this hook is not added twice, whatever its priority.
    if (list.some((hook) => hook.callback === callback)) return;
    const parsed = Number.parseInt(String(priority ?? 10), 10);
    const hook: Hook = { callback: callback as Callback, priority: Number.isNaN(parsed) ? 10 : parsed, context };
    // Stable: after every hook of the same or lower priority.
    let at = list.length;
    while (at > 0 && (list[at - 1] as Hook).priority > hook.priority) at -= 1;
    list.splice(at, 0, hook);
    store[kind].set(name, list);
  };

  const remove = (kind: Kind, name: unknown, callback: unknown) => {
    if (typeof name !== 'string') return;
    const list = store[kind].get(name);
    if (!list) return;
    // Without a callback every hook on the name goes, as in the original.
    store[kind].set(name, callback === undefined || callback === null ? [] : list.filter((hook) => hook.callback !== callback));
  };

  const hooks = {
    addAction: (name: unknown, callback: unknown, priority?: unknown, context?: unknown) => (add('actions', name, callback, priority, context), hooks),
    removeAction: (name: unknown, callback?: unknown) => (remove('actions', name, callback), hooks),
    doAction: (name: unknown, ...args: unknown[]) => {
      if (typeof name !== 'string') return hooks;
      // A snapshot: a callback that adds or removes hooks changes the next run, not this one.
      for (const hook of [...(store.actions.get(name) ?? [])]) run(name, hook.callback, hook.context, args);
      return hooks;
    },
    addFilter: (name: unknown, callback: unknown, priority?: unknown, context?: unknown) => (add('filters', name, callback, priority, context), hooks),
    removeFilter: (name: unknown, callback?: unknown) => (remove('filters', name, callback), hooks),
    applyFilters: (name: unknown, value?: unknown, ...args: unknown[]) => {
      if (typeof name !== 'string') return hooks;
      let current = value;
      for (const hook of [...(store.filters.get(name) ?? [])]) current = run(name, hook.callback, hook.context, [current, ...args]);
      return current;
    },
    count: (name: string) => store.actions.get(name)?.length ?? 0,
    setRunner: (next: HookRunner) => {
      run = next;
    },
  };
  return hooks;
}
