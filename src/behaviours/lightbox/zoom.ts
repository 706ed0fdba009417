// Zoom for the active image: a scale plus panning by drag, in place of the original's Swiper zoom module.

/** 2.5: close to Swiper's default maximum ratio (3) while keeping most of a phone photo on screen. */
const SCALE = 2.5;

export type Zoom = { isOn(): boolean; set(on: boolean, image: HTMLElement | null): void };

/** Zooms `image` inside `container`; a pointer drag on `surface` pans while zoomed. */
export function makeZoom(container: HTMLElement, surface: HTMLElement, signal: AbortSignal): Zoom {
  let image: HTMLElement | null = null;
  let pan = { x: 0, y: 0 };
  let drag: { id: number; x: number; y: number; from: { x: number; y: number } } | null = null;
  const apply = () => image?.style.setProperty('transform', `translate(${pan.x}px, ${pan.y}px) scale(${SCALE})`);
  surface.addEventListener('pointerdown', (event) => {
    if (!image) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY, from: pan };
  }, { signal });
  surface.addEventListener('pointermove', (event) => {
    if (!image || !drag || drag.id !== event.pointerId) return;
    pan = { x: drag.from.x + (event.clientX - drag.x) / SCALE, y: drag.from.y + (event.clientY - drag.y) / SCALE };
    apply();
  }, { signal });
  const stop = () => (drag = null);
  surface.addEventListener('pointerup', stop, { signal });
  surface.addEventListener('pointercancel', stop, { signal });
  return {
    isOn: () => image !== null,
    set(on, next) {
      image?.style.removeProperty('transform');
      image = on ? next : null;
      pan = { x: 0, y: 0 };
      container.classList.toggle('elementor-slideshow--zoom-mode', image !== null);
      apply();
    },
  };
}
