// The page's jQuery, as add-ons use it in the add-on compatibility tests; only what those tests call is typed.
declare module 'jquery' {
  type JQueryLike = {
    [index: number]: Element;
    length: number;
    on(...args: unknown[]): JQueryLike;
    off(...args: unknown[]): JQueryLike;
    find(selector: string): JQueryLike;
    trigger(...args: unknown[]): JQueryLike;
    data(key: string): unknown;
  };
  const jquery: ((target: unknown) => JQueryLike) & { fn: Record<string, unknown> };
  export default jquery;
}
