// The `lightbox` action of the action-link protocol: opens an image, a slideshow or a video from the action's settings.
import type { ActionHandler } from '../action-links/types.ts';
import { pageConfig } from '../../shared/config.ts';
import { toLightboxKit } from './kit.ts';
import { openSettings } from './viewer.tsx';

const openLightbox: ActionHandler = (settings, ctx) => {
  const config = pageConfig();
  // Focus returns to the element that ran the action; from the page URL there is none, and focus stays where it was.
  const opener = ctx.source ?? (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
  openSettings(settings, ctx.source, { kit: toLightboxKit(config.kit), i18n: config.i18n, warn: ctx.warn, opener });
};

export default openLightbox;
