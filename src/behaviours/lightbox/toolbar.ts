// The slideshow header, in the original's order: share menu, zoom, fullscreen, counter.
import { make, makeControl, onActivate } from './dom.ts';
import { PREVENT_CLOSE } from './dialog.ts';
import { makeIcon, setIcon } from './icons.ts';
import type { LightboxKit } from './kit.ts';
import type { Labels } from './labels.ts';
import { fillShareMenu } from './share-menu.ts';
import type { Slide } from './types.ts';
import type { Zoom } from './zoom.ts';

export type Toolbar = {
  header: HTMLElement | null;
  /** Called after every slide change. */
  update(slide: Slide, index: number, total: number): void;
  /** Closes the share menu; false when it was not open. */
  closeShare(): boolean;
};

export type ToolbarParts = { container: HTMLElement; root: HTMLElement; zoom: Zoom; activeImage(): HTMLElement | null; signal: AbortSignal };

function setSwitch(control: HTMLElement, on: boolean): void {
  control.setAttribute('aria-checked', String(on));
}

function makeFullscreen(parts: ToolbarParts, label: string): HTMLElement {
  const control = makeControl('elementor-slideshow__fullscreen', 'switch', label, makeIcon('frame-expand'), { 'aria-checked': 'false' });
  const sync = () => {
    const on = document.fullscreenElement === parts.root;
    parts.container.classList.toggle('elementor-slideshow--fullscreen-mode', on);
    setSwitch(control, on);
    setIcon(control.firstElementChild, on ? 'frame-minimize' : 'frame-expand');
  };
  document.addEventListener('fullscreenchange', sync, { signal: parts.signal });
  onActivate(control, () => {
    // A browser may refuse (an iframe without permission, some headless modes): the state then stays as it is.
    if (document.fullscreenElement === parts.root) void document.exitFullscreen().catch(sync);
    else void parts.root.requestFullscreen?.().catch(sync);
  }, parts.signal);
  return control;
}

function makeZoomSwitch(parts: ToolbarParts, label: string): HTMLElement {
  const control = makeControl('elementor-slideshow__zoom', 'switch', label, makeIcon('zoom-in-bold'), { 'aria-checked': 'false' });
  onActivate(control, () => {
    const image = parts.activeImage();
    if (!image) return;
    parts.zoom.set(!parts.zoom.isOn(), image);
    setSwitch(control, parts.zoom.isOn());
    setIcon(control.firstElementChild, parts.zoom.isOn() ? 'zoom-out-bold' : 'zoom-in-bold');
  }, parts.signal);
  return control;
}

export function makeToolbar(parts: ToolbarParts, kit: LightboxKit, labels: Labels): Toolbar {
  let current: Slide | null = null;
  const counter = make('span', 'elementor-slideshow__counter', { 'aria-live': 'polite' });
  const menu = make('div', 'elementor-slideshow__share-menu', { hidden: '' });
  const shareToggle = makeControl('elementor-slideshow__share', 'button', labels.share, makeIcon('share-arrow'), { 'aria-expanded': 'false' });
  const zoomSwitch = kit.zoom ? makeZoomSwitch(parts, labels.zoom) : null;
  const setShare = (open: boolean) => {
    if (open && current) fillShareMenu(menu, current, labels);
    menu.hidden = !open;
    shareToggle.setAttribute('aria-expanded', String(open));
    parts.container.classList.toggle('elementor-slideshow--share-mode', open);
  };
  onActivate(shareToggle, () => setShare(menu.hidden), parts.signal);
  const items = [
    ...(kit.share ? [shareToggle, menu] : []),
    ...(zoomSwitch ? [zoomSwitch] : []),
    ...(kit.fullscreen ? [makeFullscreen(parts, labels.fullscreen)] : []),
    ...(kit.counter ? [counter] : []),
  ];
  const header = items.length > 0 ? make('header', `elementor-slideshow__header ${PREVENT_CLOSE}`, {}, items) : null;
  return {
    header,
    update(slide, index, total) {
      current = slide;
      setShare(false);
      if (zoomSwitch) {
        setSwitch(zoomSwitch, false);
        setIcon(zoomSwitch.firstElementChild, 'zoom-in-bold');
        // Only pictures zoom; a video slide keeps the switch but it does nothing.
        zoomSwitch.setAttribute('aria-disabled', String(slide.video !== null));
      }
      if (total > 1) counter.replaceChildren(make('span', 'swiper-pagination-current', {}, [String(index + 1)]), ' / ', make('span', 'swiper-pagination-total', {}, [String(total)]));
    },
    closeShare() {
      if (menu.hidden) return false;
      setShare(false);
      shareToggle.focus();
      return true;
    },
  };
}
