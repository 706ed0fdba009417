// The image overlay and its play button: a keyboard-operable "Play Video" button that runs `onPlay` once.

const PLAY_LABEL = 'Play Video';

/** What a visitor presses: the play icon, or the overlay itself when the icon is missing. */
export function toActivator(overlay: HTMLElement, play: HTMLElement | null): HTMLElement {
  const activator = play ?? overlay;
  if (!activator.hasAttribute('role')) activator.setAttribute('role', 'button');
  if (!activator.hasAttribute('tabindex')) activator.tabIndex = 0;
  if (!activator.getAttribute('aria-label')?.trim()) activator.setAttribute('aria-label', PLAY_LABEL);
  return activator;
}

/** Click on the overlay, Enter or Space on the activator, as the original. */
export function onActivate(overlay: HTMLElement, activator: HTMLElement, run: (event: Event) => void, signal: AbortSignal): void {
  overlay.addEventListener('click', run, { signal });
  activator.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    run(event);
  }, { signal });
}
