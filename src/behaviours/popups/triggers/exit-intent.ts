// `exit_intent`: shows the popup when the mouse leaves the page through the top edge (heading for the tabs or the address bar).
import type { StartTrigger } from './types.ts';

export const exitIntent: StartTrigger = ({ fire, signal }) => {
  document.documentElement.addEventListener('mouseleave', (event) => {
    if (event.clientY <= 0) fire();
  }, { signal });
};
