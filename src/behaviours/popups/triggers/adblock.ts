// The check of `adblock_detection` (Pro 3.32; its delay is in triggers/arm.ts): a bait element that ad
// blockers hide or remove (an `ad-box`) is put in the body, checked and taken out again. It is fixed at the top left,
// hidden from assistive technology, and removed in the same task, so it is never painted. Its own chunk, fetched only
// once a popup's delay for it has passed.
import type { StartTrigger } from './types.ts';

const BAIT_ID = 'elementor-adblock-detection-';

/** Whether a blocker hides or removes an ad-like element put in the body now. */
export function detectAdBlocker(): boolean {
  const bait = document.createElement('div');
  // Six random lowercase letters and digits, as the original's bait id ends: a fixed id would be easy to exempt.
  bait.id = BAIT_ID + (Math.random().toString(36) + '000000').slice(2, 8);
  bait.className = 'ad-box';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:fixed;top:0;left:0';
  bait.textContent = '\u00a0';
  document.body.append(bait);
  const blocked = document.getElementById(bait.id) !== bait || getComputedStyle(bait).display === 'none';
  bait.remove();
  return blocked;
}

/** Shows the popup if a blocker is at work. */
export const adblockCheck: StartTrigger = ({ fire }) => {
  if (detectAdBlocker()) fire();
};
