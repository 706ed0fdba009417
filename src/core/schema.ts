// Every attribute, class, selector and event name the loader reads or writes; widgets' shared names are in
// shared/names.ts, so this chunk of the loader stays small.

/** Attributes the page builder prints on its elements; wisp reads them and never renames or removes them. */
export const ATTR = {
  elementType: 'data-element_type',
  widgetType: 'data-widget_type',
  settings: 'data-settings',
  id: 'data-id',
} as const;

/** Attributes wisp writes: only `data-wisp-*` markers. */
export const WISP_ATTR = {
  ready: 'data-wisp-ready',
} as const;

/** On the copy of a popup's document that the popups behaviour shows (its template stays out of the page). */
export const POPUP_COPY_ATTR = 'data-wisp-copy';

export const SELECTOR = {
  element: '[data-element_type]',
  // A popup's document in the page is a template: its widgets start in the copy shown in the modal, as the original's.
  // Spelled out (POPUP_COPY_ATTR): esbuild keeps a template literal, and the loader has no byte for it.
  delayed: '[data-delay-child-handlers=true],[data-elementor-type=popup]:not([data-wisp-copy])',
} as const;

export const CLASS = {
  invisible: 'elementor-invisible',
} as const;

/** wisp's own events bubble from the element they concern; `wisp:before-*` twins are cancelable. */
export const EVENT = {
  error: 'wisp:error',
  mount: 'wisp:mount',
  unmount: 'wisp:unmount',
} as const;
