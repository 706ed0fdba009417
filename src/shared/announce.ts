// One polite live region for the page, for news that has no element of its own to carry it (a failed refresh).

let region: HTMLElement | null = null;

function ensureRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-wisp-live', '');
  // Visually hidden but read: the page builder's own `elementor-screen-only` class may not be on every page.
  region.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
  document.body.append(region);
  return region;
}

/** Tells screen-reader users `message` without moving focus; the same message twice is announced twice. */
export function announce(message: string): void {
  const live = ensureRegion();
  live.textContent = '';
  // A region whose text changes in the same task may be read once or not at all; the next frame is a new change.
  requestAnimationFrame(() => {
    live.textContent = message;
  });
}
