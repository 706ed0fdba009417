// The image lightbox: slides, prev/next, toolbar, footer texts, arrow keys and swipe, on the original's DOM contract.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { activateOnKey } from './control.tsx';
import { LightboxDialog, PREVENT_CLOSE, type DialogProps } from './dialog.tsx';
import { useGestures } from './gestures.ts';
import { Icon } from './icons.tsx';
import type { LightboxKit } from './kit.ts';
import type { Labels } from './labels.ts';
import { SlideView } from './slide.tsx';
import { Toolbar } from './toolbar.tsx';
import type { ImagesRequest } from './types.ts';

/** 3500 ms without activity hides the controls, as in the original. */
const UI_IDLE_MS = 3500;

type GalleryProps = { request: ImagesRequest; kit: LightboxKit; labels: Labels; dialog: Omit<DialogProps, 'children'> };

const wrap = (index: number, total: number) => ((index % total) + total) % total;

/** The active slide and its neighbours, so the next picture is there when the visitor moves on (Swiper's loadPrevNext). */
const near = (index: number, total: number) => [index, index + 1, index - 1].map((i) => wrap(i, total));

/** Hidden controls after a while without a click, pointer move or key; never while the share menu is open. */
function useIdleUi(share: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const shareOpen = useRef(share);
  shareOpen.current = share;
  useEffect(() => {
    const controller = new AbortController();
    let timer = 0;
    const wake = () => {
      setHidden(false);
      clearTimeout(timer);
      timer = window.setTimeout(() => setHidden(!shareOpen.current), UI_IDLE_MS);
    };
    for (const type of ['click', 'pointermove', 'keydown'] as const) document.addEventListener(type, wake, { signal: controller.signal, passive: true });
    wake();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return hidden;
}

/** Fullscreen of the dialog, in step with the document: a browser may refuse, and Escape may leave it on its own. */
function useFullscreen(root: RefObject<HTMLDivElement | null>): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const sync = () => setOn(root.current !== null && document.fullscreenElement === root.current);
  useEffect(() => {
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement === root.current) void document.exitFullscreen().catch(sync);
    else void root.current?.requestFullscreen?.().catch(sync);
  };
  return [on, toggle];
}

function NavButton({ side, label, onPress }: { side: 'prev' | 'next'; label: string; onPress(): void }) {
  return (
    <div
      className={`elementor-swiper-button elementor-swiper-button-${side} ${PREVENT_CLOSE}`} role="button" tabIndex={0}
      onClick={(event) => (event.preventDefault(), onPress())} onKeyDown={activateOnKey(onPress)}
    >
      <Icon name={side === 'prev' ? 'chevron-left' : 'chevron-right'} />
      <span className="screen-reader-text">{label}</span>
    </div>
  );
}

export function Gallery({ request, kit, labels, dialog }: GalleryProps) {
  const { slides } = request;
  const total = slides.length;
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() => wrap(request.start, total));
  const [loaded, setLoaded] = useState(() => new Set(near(active, total)));
  const [share, setShare] = useState(false);
  const [fullscreen, toggleFullscreen] = useFullscreen(root);
  const uiHidden = useIdleUi(share);
  const go = (next: number) => {
    const index = wrap(next, total);
    setActive(index);
    setLoaded((seen) => new Set([...seen, ...near(index, total)]));
    setShare(false);
    gestures.setZoomed(false);
  };
  const step = (delta: number) => total > 1 && go(active + delta);
  const gestures = useGestures(step);
  const slide = slides[active];
  if (!slide) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && share) {
      event.preventDefault();
      setShare(false);
      return root.current?.querySelector<HTMLElement>('.elementor-slideshow__share')?.focus();
    }
    // A focused video uses the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    step((event.key === 'ArrowRight') !== (document.documentElement.dir === 'rtl') ? 1 : -1);
  };
  const modes = [[share, 'share'], [gestures.zoomed, 'zoom'], [fullscreen, 'fullscreen'], [uiHidden, 'ui-hidden']] as const;
  return (
    <LightboxDialog {...dialog} rootRef={root} onKeyDown={onKeyDown} onClickCapture={gestures.onClickCapture}>
      <div className={['swiper', ...modes.filter(([on]) => on).map(([, mode]) => `elementor-slideshow--${mode}-mode`)].join(' ')}>
        <Toolbar
          kit={kit} labels={labels} slide={slide} index={active} total={total} share={share} setShare={setShare}
          zoomed={gestures.zoomed} toggleZoom={() => slide.video || gestures.setZoomed(!gestures.zoomed)}
          fullscreen={fullscreen} toggleFullscreen={toggleFullscreen}
        />
        <div className="swiper-wrapper" aria-live="off" {...gestures.surface}>
          {slides.map((item, i) => (
            <SlideView
              key={i} slide={item} position={`${i + 1} / ${total}`} active={i === active} loaded={loaded.has(i)}
              playLabel={labels.playVideo} transform={i === active ? gestures.transform : null}
            />
          ))}
        </div>
        {total > 1 && <NavButton side="next" label={labels.next} onPress={() => step(1)} />}
        {total > 1 && <NavButton side="prev" label={labels.previous} onPress={() => step(-1)} />}
        <footer className={`elementor-slideshow__footer ${PREVENT_CLOSE}`}>
          {kit.title && <div className="elementor-slideshow__title">{slide.title}</div>}
          {kit.description && <div className="elementor-slideshow__description">{slide.description}</div>}
        </footer>
      </div>
    </LightboxDialog>
  );
}
