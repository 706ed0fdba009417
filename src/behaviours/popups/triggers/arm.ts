// Arms a popup's triggers; the first to fire shows the popup and disarms them all (they never re-arm on this page).
import { isYes } from '../../../shared/fields.ts';
import { isRecord } from '../../../shared/guards.ts';
import { click } from './click.ts';
import { exitIntent } from './exit-intent.ts';
import { pageLoad } from './page-load.ts';
import { after, sincePageReady, toDelayMs, type StartTrigger } from './types.ts';

/** A trigger whose code is fetched when a popup arms it, not before any input on every page with a popup. */
const fetched = (key: string, load: () => Promise<StartTrigger>): StartTrigger => (hooks) => void load().then(
  (start) => hooks.signal.aborted || start(hooks),
  () => hooks.warn(key, `popup ${hooks.id}: the ${key} trigger failed to load`),
);

/**
 * Scrolling and inactivity: one chunk for both, fetched when a popup arms either (the arming chunk before any input is
 * 0.17 KB smaller; a popup with either arms a round trip later).
 */
const rare = () => import('./rare-triggers.ts');
const scrolling = fetched('scrolling', () => rare().then((triggers) => triggers.scrolling));
const inactivity = fetched('inactivity', () => rare().then((triggers) => triggers.inactivity));

/** `scrolling_to` with the selector code it runs the page's selector through. */
const scrollingTo = fetched('scrolling_to', () => import('./scrolling-to.ts').then((trigger) => trigger.scrollingTo));

/** `adblock_detection` (Pro 3.32): its check is fetched once `adblock_detection_delay` seconds have passed since load. */
const adblockCheck = fetched('adblock_detection', () => import('./adblock.ts').then((trigger) => trigger.adblockCheck));
const adblockDetection: StartTrigger = (hooks) =>
  after(Math.max(0, toDelayMs(hooks.settings['adblock_detection_delay'], 0) - sincePageReady()), () => adblockCheck(hooks), hooks.signal);

/** Trigger key (enabled when `"yes"`) → its start. */
const TRIGGERS: ReadonlyArray<[string, StartTrigger]> = [
  ['page_load', pageLoad], ['scrolling', scrolling], ['scrolling_to', scrollingTo], ['click', click],
  ['inactivity', inactivity], ['exit_intent', exitIntent], ['adblock_detection', adblockDetection],
];

export type ArmOptions = { id: string; triggers: unknown; signal: AbortSignal; warn(key: string, message: string): void; show(): void };

/** The enabled trigger keys of `triggers` (`[]` or absent when the popup was pulled in by a link: none). */
function enabledTriggers(triggers: unknown): string[] {
  return isRecord(triggers) ? TRIGGERS.map(([key]) => key).filter((key) => isYes(triggers[key])) : [];
}

export function armTriggers({ id, triggers, signal, warn, show }: ArmOptions): void {
  const enabled = enabledTriggers(triggers);
  if (!isRecord(triggers) || enabled.length === 0) return;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const fire = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    show();
  };
  for (const [key, start] of TRIGGERS) {
    if (enabled.includes(key)) start({ settings: triggers, fire, signal: controller.signal, warn, id });
  }
}
