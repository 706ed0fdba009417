// `inactivity`: shows the popup after `inactivity_time` seconds without a key press or mouse move, from page load on.
import type { StartTrigger } from './types.ts';
import { sincePageReady, toDelayMs } from './types.ts';

export const inactivity: StartTrigger = ({ settings, fire, signal }) => {
  const ms = toDelayMs(settings['inactivity_time'], 30);
  // The first wait counts from page load, as the original's timer starts then; each restart waits the full time.
  let timer = setTimeout(fire, Math.max(0, ms - sincePageReady()));
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, ms);
  };
  // keydown rather than the original's deprecated keypress: every key counts as activity, not only printable ones.
  document.addEventListener('keydown', restart, { signal });
  document.addEventListener('mousemove', restart, { signal, passive: true });
  signal.addEventListener('abort', () => clearTimeout(timer));
};
