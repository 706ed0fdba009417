// The gallery's filter bar: titles by `data-gallery-index`, items by `data-e-gallery-tags`, click / Enter / Space.

const ACTIVE = 'elementor-item-active';

/** The tags an item carries (`0,2` → ['0','2']). */
function toTags(item: HTMLElement): string[] {
  return (item.dataset['eGalleryTags'] ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
}

/** `all` (or no index) shows everything; any other index shows the items tagged with it. */
export function isShownFor(item: HTMLElement, index: string): boolean {
  return index === 'all' || index === '' || toTags(item).includes(index);
}

export function markActive(titles: readonly HTMLElement[], chosen: HTMLElement): void {
  for (const title of titles) {
    const on = title === chosen;
    title.classList.toggle(ACTIVE, on);
    title.setAttribute('aria-pressed', String(on));
  }
}

/** Click, Enter and Space on any title call `choose`; titles become buttons for assistive technology if they are not. */
export function startFilterBar(titles: readonly HTMLElement[], choose: (title: HTMLElement) => void, signal: AbortSignal): void {
  for (const title of titles) {
    if (!title.hasAttribute('role') && !(title instanceof HTMLButtonElement)) title.setAttribute('role', 'button');
    if (!title.hasAttribute('tabindex') && !(title instanceof HTMLButtonElement)) title.setAttribute('tabindex', '0');
    title.addEventListener('click', (event) => {
      event.preventDefault();
      choose(title);
    }, { signal });
    title.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      choose(title);
    }, { signal });
  }
}
