// Class, event and attribute names that widgets and behaviours share (the loader's own are in core/schema.ts).

/** Page-builder attributes and selectors only modules use (the loader's own are in core/schema.ts). */
export const BUILDER = {
  /** Elements under one carrying this are not handled until it is removed (the sticky spacer's copy). */
  delayChildHandlers: 'data-delay-child-handlers',
  deviceMode: 'data-elementor-device-mode',
  element: '.elementor-element',
  /** A popup document the server printed (popups take them out of the page as templates). */
  popup: '[data-elementor-type="popup"]',
} as const;

/** The page builder's state classes that its stylesheets read. */
export const STATE_CLASS = {
  animated: 'animated',
  active: 'elementor-active',
  masonry: 'elementor-posts-masonry',
  loadingOverlay: 'e-loading-overlay',
} as const;

/** Paged listings (load more, lazy load): our live region, and the events around each page load. */
export const LISTING = {
  live: 'data-wisp-live',
  beforeLoad: 'before-load-more',
  loaded: 'load-more',
  loadFailed: 'load-more-failed',
} as const;

/** wisp events between widgets; they bubble from the element they concern. */
export const WIDGET_EVENT = {
  /** On a loop widget whose content a filter just replaced; its grid lays the new items out. */
  loopRefresh: 'wisp:loop-refresh',
} as const;

/** The page builder's public window events that existing site code listens for. */
export const BUILDER_EVENT = {
  motionFxRecalc: 'elementor-pro/motion-fx/recalc',
  loopAfterInsert: 'elementor-pro/loop-builder/after-insert-posts',
  lazyloadObserve: 'elementor/lazyload/observe',
  popupShow: 'elementor/popup/show',
  popupHide: 'elementor/popup/hide',
  /** Asks background videos to re-measure their cover size (nested tabs send it after switching). */
  bgVideoRecalc: 'elementor/bg-video/recalc',
  /** Opens, closes or toggles an off-canvas: `detail` `{ id, displayMode: 'open' | 'close' | 'toggle', previousEvent }`. */
  offCanvasToggle: 'elementor-pro/off-canvas/toggle-display-mode',
} as const;
