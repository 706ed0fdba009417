// Decides, inside the loader, whether a shape divider lacks its SVG (the editor prints the containers empty).
export const needsShapeSvg = (element: HTMLElement, settings: Record<string, unknown>): boolean =>
  Boolean(settings['shape_divider_top'] || settings['shape_divider_bottom']) && !element.querySelector('.elementor-shape svg');
