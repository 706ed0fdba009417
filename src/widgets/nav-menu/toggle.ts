// The mobile toggle: opens the dropdown nav, keeps ARIA, tabindex and `--menu-height` true, stretches it full width.

export type ToggleParts = { root: HTMLElement; toggle: HTMLElement; dropdown: HTMLElement; stretch: boolean };

// 250 ms: the original re-measures the menu height on scroll at most this often.
const SCROLL_DEBOUNCE_MS = 250;

function isSticky(root: HTMLElement): boolean {
  return root.closest('.elementor-sticky') !== null;
}

/** `1000vmax` (no limit), or on a sticky header the room left below the dropdown's top, so the menu can scroll. */
function writeHeight(parts: ToggleParts, open: boolean): void {
  const height = !open ? '0' : isSticky(parts.root) ? `${innerHeight - parts.dropdown.getBoundingClientRect().top}px` : '1000vmax';
  parts.dropdown.style.setProperty('--menu-height', height);
}

/** Pulls the dropdown out to the window's edges, below the toggle, as the original's stretch does. */
export function stretch(parts: ToggleParts): void {
  const { dropdown, toggle } = parts;
  dropdown.style.width = '';
  dropdown.style.left = '';
  const left = parseFloat(getComputedStyle(dropdown).left) || 0;
  dropdown.style.width = `${document.documentElement.clientWidth}px`;
  dropdown.style.left = `${left - dropdown.getBoundingClientRect().left}px`;
  dropdown.style.top = `${toggle.offsetHeight}px`;
}

function isToggleOpen(parts: ToggleParts): boolean {
  return parts.toggle.classList.contains('elementor-active');
}

function setToggle(parts: ToggleParts, open: boolean): void {
  const { toggle, dropdown } = parts;
  toggle.classList.toggle('elementor-active', open);
  toggle.setAttribute('aria-expanded', String(open));
  dropdown.setAttribute('aria-hidden', String(!open));
  for (const link of dropdown.querySelectorAll('a')) link.setAttribute('tabindex', open ? '0' : '-1');
  if (open && parts.stretch) stretch(parts);
  writeHeight(parts, open);
}

export function startToggle(parts: ToggleParts, onClose: () => void, signal: AbortSignal): void {
  const { root, toggle, dropdown } = parts;
  const flip = () => {
    const open = !isToggleOpen(parts);
    setToggle(parts, open);
    if (!open) onClose();
  };
  const close = () => { if (isToggleOpen(parts)) (setToggle(parts, false), onClose()); };
  toggle.addEventListener('click', flip, { signal });
  // Keyup, as the original: a held key does not flip it repeatedly. Space's page scroll is stopped on keydown.
  toggle.addEventListener('keydown', (event) => { if (event.key === ' ') event.preventDefault(); }, { signal });
  toggle.addEventListener('keyup', (event) => { if (event.key === 'Enter' || event.key === ' ') flip(); }, { signal });
  dropdown.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isToggleOpen(parts)) (close(), toggle.focus());
  }, { signal });
  document.addEventListener('click', (event) => { if (!root.contains(event.target as Node)) close(); }, { signal });
  // Back on desktop the toggle is hidden: an open dropdown would be left stranded, so it closes.
  addEventListener('resize', () => {
    if (getComputedStyle(toggle).display === 'none') return close();
    if (parts.stretch && isToggleOpen(parts)) stretch(parts);
  }, { signal });
  let timer = 0;
  addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => writeHeight(parts, isToggleOpen(parts)), SCROLL_DEBOUNCE_MS);
  }, { signal, passive: true });
  signal.addEventListener('abort', () => clearTimeout(timer));
  if (parts.stretch) {
    // With a stretched dropdown, choosing a final item closes it (the original's `$dropdownMenuFinalItems`).
    dropdown.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link && !link.classList.contains('has-submenu')) close();
    }, { signal });
  }
}
