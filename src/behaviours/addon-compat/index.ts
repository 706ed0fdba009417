// Page-wide: the page builder's frontend API for third-party add-ons, their init event and their ready triggers.
import type { LoadedBehaviour } from '../../core/types.ts';
import { captureStack, toAddonName, toCallerUrl } from './attribution.ts';
import { installFrontend } from './frontend.ts';
import type { HookRunner } from './hooks.ts';
import { pageJquery } from './jquery.ts';
import { runWithLateLoad } from './late-load.ts';
import { startReadyTriggers } from './ready.ts';
import { refineReport } from './report.ts';

type Warn = (key: string, message: string) => void;
type Callback = (...args: unknown[]) => unknown;

/** Where each callback was registered, to name its add-on if it throws. */
const stacks = new WeakMap<Callback, string | undefined>();

/** One add-on's throw is contained: the others, and wisp, carry on; one warning per add-on and hook. */
function makeGuardedRunner(warn: Warn): HookRunner {
  return (name, callback, context, args) => {
    try {
      return callback.apply(context, args);
    } catch (error) {
      const addon = toAddonName(toCallerUrl(stacks.get(callback)) ?? toCallerUrl(error instanceof Error ? error.stack : undefined));
      const kind = name.replace(/^frontend\/element_ready\//, '');
      warn(`threw:${addon}:${name}`, `${addon}'s handler for ${kind} threw (${String(error)}); the other widgets carry on`);
      // A filter that failed leaves the value as it was.
      return args[0];
    }
  };
}

/** Remembers where add-ons register, cheaply: a stack string, parsed only if that callback ever throws. */
function recordRegistrations(hooks: Record<string, unknown>): void {
  for (const method of ['addAction', 'addFilter']) {
    const add = hooks[method] as (name: unknown, callback: unknown, ...rest: unknown[]) => unknown;
    hooks[method] = (name: unknown, callback: unknown, ...rest: unknown[]) => {
      if (typeof callback === 'function' && !stacks.has(callback as Callback)) stacks.set(callback as Callback, captureStack());
      return add(name, callback, ...rest);
    };
  }
}

const addonCompat: LoadedBehaviour = {
  start({ signal, warn, track }) {
    const handled = new WeakSet<Element>();
    const frontend = installFrontend({ markHandled: (element) => handled.add(element) }, warn);
    frontend.hooks.setRunner(makeGuardedRunner(warn));
    recordRegistrations(frontend.hooks);
    const waiting = new Set<Element>();
    refineReport(handled, waiting, signal);
    // Only pages without jQuery pay for the check that names the add-ons needing it.
    if (!pageJquery()) void import('./jquery-check.ts').then((check) => check.warnMissingJquery(warn));
    // Native, as the original since 3.x: jQuery's `.on('elementor/frontend/init')` receives native events too.
    window.dispatchEvent(new CustomEvent('elementor/frontend/init', { detail: null }));
    startReadyTriggers((element) => runWithLateLoad(() => frontend.elementsHandler.runReadyTrigger(element), warn), signal, track, waiting);
  },
};

export default addonCompat;
