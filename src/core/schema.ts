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

export const SELECTOR = {
  element: '[data-element_type]',
  delayed: '[data-delay-child-handlers="true"]',
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
