// One popup on page load: its timing conditions are checked and, when all pass, its triggers are armed.
import type { BehaviourContext } from '../../core/types.ts';
import { currentDevice } from '../../shared/device.ts';
import { passesTiming, toTiming, type TimingEnv } from './conditions/timing.ts';
import type { PopupDocument } from './documents.ts';
import { trackImpressions } from './impressions.ts';
import { openPopupWhenLoaded } from './show-lazy.ts';
import { armTriggers } from './triggers/arm.ts';

function toEnv(id: string, ctx: BehaviourContext): TimingEnv {
  return {
    id,
    now: Date.now(),
    elapsedMs: typeof performance === 'object' ? performance.now() : 0,
    referrer: document.referrer,
    host: location.host,
    userAgent: navigator.userAgent,
    device: currentDevice(ctx.config.breakpoints),
    roles: ctx.config.userRoles,
    warn: ctx.warn,
  };
}

/** Counts the popup's showings, checks its conditions, and arms its triggers when they pass. */
export async function armPopup(popup: PopupDocument, ctx: BehaviourContext): Promise<void> {
  const timing = toTiming(popup.settings.raw['timing']);
  trackImpressions(popup.id, timing, ctx.signal);
  if (!(await passesTiming(timing, toEnv(popup.id, ctx))) || ctx.signal.aborted) return;
  armTriggers({
    id: popup.id,
    triggers: popup.settings.raw['triggers'],
    signal: ctx.signal,
    warn: ctx.warn,
    show: () => openPopupWhenLoaded(ctx.signal, popup.id, { byTrigger: true }),
  });
}
