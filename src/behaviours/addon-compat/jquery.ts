// The little of jQuery the compat layer calls, typed, and where it comes from: the page's own copy or nothing.

export type JQueryObject = {
  [index: number]: Element | undefined;
  length: number;
  find(selector: string): JQueryObject;
  filter(test: (this: Element) => boolean): JQueryObject;
  data(key: string): unknown;
  attr(name: string): string | undefined;
  hasClass(name: string): boolean;
  is(other: JQueryObject): boolean;
  on(...args: unknown[]): JQueryObject;
  off(...args: unknown[]): JQueryObject;
  parent(): JQueryObject;
  closest(selector: string): JQueryObject;
  children(selector?: string): JQueryObject;
  addClass(name: string): JQueryObject;
  removeClass(name: string): JQueryObject;
};

export type JQueryStatic = ((target: unknown) => JQueryObject) & {
  fn?: unknown;
  _data?: (target: unknown, key?: string) => unknown;
};

/** The page's jQuery when it has one (add-ons bring it; wisp never does). */
export function pageJquery(): JQueryStatic | null {
  const value: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  return typeof value === 'function' ? (value as JQueryStatic) : null;
}

/** The DOM element behind a jQuery object, or the element itself when an add-on passed one. */
export function toElement(value: unknown): Element | null {
  if (value instanceof Element) return value;
  const first = typeof value === 'object' && value !== null ? (value as { 0?: unknown })[0] : undefined;
  return first instanceof Element ? first : null;
}
