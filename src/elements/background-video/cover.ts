// "Cover" sizing of a background video: the original's aspect-ratio math, re-run on resize and on the recalc event.
import { BUILDER_EVENT } from '../../shared/names.ts';

export type Size = { width: number; height: number };

/** Fills the container: full width when the container is wider than the video's aspect, else full height. */
export function toCoverSize(container: Size, aspect: number): Size {
  const widthFixed = container.width / container.height > aspect;
  return widthFixed
    ? { width: container.width, height: container.width / aspect }
    : { width: container.height * aspect, height: container.height };
}

/** Returns `show(video, aspect)`: sizes that video now and again whenever the window resizes or a recalc is asked for. */
export function keepCovering(container: HTMLElement, signal: AbortSignal): (video: HTMLElement, aspect: number) => void {
  let target: HTMLElement | null = null;
  let ratio = 16 / 9;
  const resize = () => {
    if (!target || container.offsetHeight === 0) return;
    const size = toCoverSize({ width: container.offsetWidth, height: container.offsetHeight }, ratio);
    target.style.width = `${size.width}px`;
    target.style.height = `${size.height}px`;
  };
  addEventListener('resize', resize, { passive: true, signal });
  addEventListener(BUILDER_EVENT.bgVideoRecalc, resize, { signal });
  return (video, aspect) => {
    target = video;
    ratio = aspect;
    resize();
  };
}
