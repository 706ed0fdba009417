// The text editor's stand-in, carried by the activate chunk: text editors are on nearly every page, and nearly none has
// the drop cap, the one thing the module does. Elements without it mount this no-op, and the page never fetches the
// module's chunk (one request and 0.6 KB gzip before input); an element with it loads the module and mounts that.
import type { LoadedModule } from '../../core/types.ts';

/** Settings the module acts on or warns about: anything but an absent, empty or `no` switch. */
const wantsModule = (raw: Record<string, unknown>): boolean => !['', 'no', null, undefined].includes(raw['drop_cap'] as string);

// A failed fetch is tried once more, as the loader tries every module (core/load.ts).
const importModule = () => import('./index.ts');

export const textEditorGate: LoadedModule = {
  parse: (raw) => ({ ok: true, settings: raw }),
  mount: (root, raw: Record<string, unknown>, ctx) => {
    if (!wantsModule(raw)) return;
    let cleanup: (() => void) | undefined;
    // The mount is ready once the module has run; a second failure is told as a failed start, its markup untouched.
    ctx.readyWhen(importModule().catch(importModule).then(({ default: module }) => {
      if (ctx.signal.aborted) return;
      // Its parse never fails: a wrong value falls back to no drop cap, with a warning.
      const parsed = module.parse(raw, root);
      if (!parsed.ok) return;
      for (const warning of parsed.warnings ?? []) ctx.warn(warning.key, warning.message);
      cleanup = module.mount(root, parsed.settings, ctx) || undefined;
    }));
    return () => cleanup?.();
  },
};
