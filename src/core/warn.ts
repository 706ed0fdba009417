// Warnings for bad input: one console.warn per element and key, worded `[wisp] <kind>: <message>`.

const said = new WeakMap<object, Set<string>>();
const pageScope = {};

/** Warns once per (element, key); the element is the second argument so devtools can reveal it. */
export function warnOnce(element: Element | null, kind: string, key: string, message: string): void {
  const scope = element ?? pageScope;
  const keys = said.get(scope) ?? new Set<string>();
  if (keys.has(key)) return;
  keys.add(key);
  said.set(scope, keys);
  if (element) console.warn(`[wisp] ${kind}: ${message}`, element);
  else console.warn(`[wisp] ${kind}: ${message}`);
}
