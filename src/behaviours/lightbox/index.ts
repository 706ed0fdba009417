// Page-wide lightbox: one delegated click listener opens qualifying links; the viewer chunk loads on first use.
import type { LoadedBehaviour } from '../../core/types.ts';
import { preventedByPage } from '../../shared/replay.ts';
import { toLightboxKit } from './kit.ts';
import { isLightboxLink, toCandidate } from './qualify.ts';

/** The viewer chunk; importing it early (on hover, press or focus) makes the first click feel instant. */
const loadViewer = () => import('./viewer.tsx');

/** Clicks the browser should keep: new tab or window, download, another button. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

const lightbox: LoadedBehaviour = {
  start({ signal, config, warn }) {
    const kit = toLightboxKit(config.kit);
    const qualifying = (target: EventTarget | null): HTMLElement | null => {
      const candidate = toCandidate(target);
      return candidate && isLightboxLink(candidate, kit.global) ? candidate : null;
    };
    const prefetch = new AbortController();
    signal.addEventListener('abort', () => prefetch.abort());
    const warm = (event: Event) => {
      if (!qualifying(event.target)) return;
      prefetch.abort();
      void loadViewer().catch(() => {});
    };
    for (const type of ['pointerdown', 'pointerover', 'focusin'] as const) {
      document.addEventListener(type, warm, { passive: true, signal: prefetch.signal });
    }
    document.addEventListener('click', (event) => {
      if (isModified(event)) return;
      const element = qualifying(event.target);
      if (!element || preventedByPage(event, element)) return;
      // Prevented even when the URL is then refused: a `javascript:` link dressed as an image must not run either.
      event.preventDefault();
      void loadViewer().then(
        (viewer) => viewer.openElement(element, { kit, i18n: config.i18n, warn, opener: element, signal }),
        (error: unknown) => console.error('[wisp] lightbox: could not load the viewer', error),
      );
    }, { signal });
  },
};

export default lightbox;
