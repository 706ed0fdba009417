// `inactivity`: shows the popup after `inactivity_time` seconds without a key press or mouse move.
import type { StartTrigger } from './types.ts';
import { toDelayMs } from './types.ts';

export const inactivity: StartTrigger = ({ settings, fire, signal }) => {
  const ms = toDelayMs(settings['inactivity_time'], 30);
  let timer = setTimeout(fire, ms);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, ms);
  };
  // keydown rather than the original's deprecated keypress: every key counts as activity, not only printable ones.
  document.addEventListener('keydown', restart, { signal });
  document.addEventListener('mousemove', restart, { signal, passive: true });
  signal.addEventListener('abort', () => clearTimeout(timer));
};
