// Decides, inside the loader, whether an element is sticky.
export const hasSticky = (_: HTMLElement, settings: Record<string, unknown>): boolean =>
  settings['sticky'] === 'top' || settings['sticky'] === 'bottom';
