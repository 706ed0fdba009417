// The slideshow header, in the original's order: share menu, zoom, fullscreen, counter.
import { Control } from './control.tsx';
import { PREVENT_CLOSE } from './dialog.tsx';
import { Icon } from './icons.tsx';
import type { LightboxKit } from './kit.ts';
import type { Labels } from './labels.ts';
import { ShareLinks } from './share-menu.tsx';
import type { Slide } from './types.ts';

type ToolbarProps = {
  kit: LightboxKit;
  labels: Labels;
  slide: Slide;
  index: number;
  total: number;
  share: boolean;
  setShare(open: boolean): void;
  zoomed: boolean;
  toggleZoom(): void;
  fullscreen: boolean;
  toggleFullscreen(): void;
};

function Counter({ index, total }: { index: number; total: number }) {
  return (
    <span className="elementor-slideshow__counter" aria-live="polite">
      {total > 1 && <><span className="swiper-pagination-current">{index + 1}</span> / <span className="swiper-pagination-total">{total}</span></>}
    </span>
  );
}

export function Toolbar({ kit, labels, slide, ...state }: ToolbarProps) {
  if (!kit.share && !kit.zoom && !kit.fullscreen && !kit.counter) return null;
  return (
    <header className={`elementor-slideshow__header ${PREVENT_CLOSE}`}>
      {kit.share && (
        <>
          <Control className="elementor-slideshow__share" role="button" label={labels.share} expanded={state.share} onActivate={() => state.setShare(!state.share)}>
            <Icon name="share-arrow" />
          </Control>
          <div className="elementor-slideshow__share-menu" hidden={!state.share}>
            {state.share && <ShareLinks slide={slide} labels={labels} />}
          </div>
        </>
      )}
      {kit.zoom && (
        // Only pictures zoom; a video slide keeps the switch but it does nothing.
        <Control className="elementor-slideshow__zoom" role="switch" label={labels.zoom} checked={state.zoomed} disabled={slide.video !== null} onActivate={state.toggleZoom}>
          <Icon name={state.zoomed ? 'zoom-out-bold' : 'zoom-in-bold'} />
        </Control>
      )}
      {kit.fullscreen && (
        <Control className="elementor-slideshow__fullscreen" role="switch" label={labels.fullscreen} checked={state.fullscreen} onActivate={state.toggleFullscreen}>
          <Icon name={state.fullscreen ? 'frame-minimize' : 'frame-expand'} />
        </Control>
      )}
      {kit.counter && <Counter index={state.index} total={state.total} />}
    </header>
  );
}
