// wisp's own popup events (`wisp:before-popup-open`…), apart from the page builder's (events.ts): the arming chunk asks
// `before-popup-open` when it draws a popup early, and needs nothing else of events.ts.

/** `wisp:{name}`, bubbling from `target`; false when a listener cancelled a cancelable one. */
export function emitWisp(target: EventTarget, name: string, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(`wisp:${name}`, { bubbles: true, cancelable, detail }));
}
