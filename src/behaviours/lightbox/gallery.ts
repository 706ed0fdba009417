// The image lightbox: slides, prev/next, counter, footer texts, arrow keys and swipe, on the original's DOM contract.
import { make, onActivate } from './dom.ts';
import { PREVENT_CLOSE, type Dialog } from './dialog.ts';
import { makeIcon } from './icons.ts';
import type { LightboxKit } from './kit.ts';
import type { Labels } from './labels.ts';
import { makeSlideView, type SlideView } from './slide-view.ts';
import { startSwipe } from './swipe.ts';
import { makeToolbar, type Toolbar } from './toolbar.ts';
import type { ImagesRequest } from './types.ts';
import { makeZoom } from './zoom.ts';

/** 3500 ms without activity hides the controls, as in the original. */
const UI_IDLE_MS = 3500;

function makeButton(side: 'prev' | 'next', label: string, onPress: () => void, signal: AbortSignal): HTMLElement {
  const button = make('div', `elementor-swiper-button elementor-swiper-button-${side} ${PREVENT_CLOSE}`, { role: 'button', tabindex: '0' }, [
    makeIcon(side === 'prev' ? 'chevron-left' : 'chevron-right'), make('span', 'screen-reader-text', {}, [label]),
  ]);
  onActivate(button, onPress, signal);
  return button;
}

function startIdleUi(dialog: Dialog, container: HTMLElement): void {
  let timer = 0;
  const wake = () => {
    container.classList.remove('elementor-slideshow--ui-hidden');
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!container.classList.contains('elementor-slideshow--share-mode')) container.classList.add('elementor-slideshow--ui-hidden');
    }, UI_IDLE_MS);
  };
  for (const type of ['click', 'pointermove', 'keydown'] as const) document.addEventListener(type, wake, { signal: dialog.signal, passive: true });
  dialog.signal.addEventListener('abort', () => clearTimeout(timer));
  wake();
}

function makeFooter(kit: LightboxKit): { footer: HTMLElement; title: HTMLElement; description: HTMLElement } {
  const title = make('div', 'elementor-slideshow__title');
  const description = make('div', 'elementor-slideshow__description');
  return { footer: make('footer', `elementor-slideshow__footer ${PREVENT_CLOSE}`, {}, [...(kit.title ? [title] : []), ...(kit.description ? [description] : [])]), title, description };
}

export function mountGallery(dialog: Dialog, request: ImagesRequest, kit: LightboxKit, labels: Labels): void {
  const { signal } = dialog;
  const total = request.slides.length;
  const views: SlideView[] = request.slides.map((slide, i) => makeSlideView(slide, `${i + 1} / ${total}`, labels.playVideo, signal));
  const wrapper = make('div', 'swiper-wrapper', { 'aria-live': 'off' }, views.map((view) => view.element));
  const container = make('div', 'swiper');
  const zoom = makeZoom(container, wrapper, signal);
  let active = -1;
  const toolbar: Toolbar = makeToolbar({ container, root: dialog.root, zoom, activeImage: () => views[active]?.image ?? null, signal }, kit, labels);
  const { footer, title, description } = makeFooter(kit);
  const go = (next: number) => {
    const index = ((next % total) + total) % total;
    zoom.set(false, null);
    views[active]?.stop();
    views.forEach((view, i) => (view.element.hidden = i !== index));
    views[active]?.element.classList.remove('swiper-slide-active');
    views[index]?.element.classList.add('swiper-slide-active');
    // The neighbours load too, so the next picture is there when the visitor moves on (Swiper's loadPrevNext).
    for (const near of [index, index + 1, index - 1]) views[((near % total) + total) % total]?.load();
    active = index;
    const slide = request.slides[index];
    if (!slide) return;
    title.textContent = slide.title;
    description.textContent = slide.description;
    toolbar.update(slide, index, total);
  };
  const step = (delta: number) => total > 1 && go(active + delta);
  const buttons = total > 1 ? [makeButton('next', labels.next, () => step(1), signal), makeButton('prev', labels.previous, () => step(-1), signal)] : [];
  container.append(...(toolbar.header ? [toolbar.header] : []), wrapper, ...buttons, footer);
  dialog.message.append(container);
  dialog.root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toolbar.closeShare()) return event.preventDefault();
    // A focused video uses the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement) return;
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    }
  }, { signal });
  startSwipe(wrapper, dialog.root, { isZoomed: zoom.isOn, onSwipe: step }, signal);
  startIdleUi(dialog, container);
  go(request.start);
}
