// The original's public form events (`submit_success`, `form_destruct`, `error`), for site code that hooks them.

type JQueryTrigger = { trigger(name: string, args: unknown[]): unknown };
type JQueryLike = ((target: Element) => JQueryTrigger) & { event?: { triggered?: unknown } };

function toJQuery(): JQueryLike | null {
  const candidate: unknown = (window as unknown as Record<string, unknown>)['jQuery'];
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

/**
 * Triggers `name` through jQuery with `detail` as the handler's second argument, as the original did. With `native`,
 * a bubbling CustomEvent of the same name (`detail` = the same object) follows for listeners without jQuery; while it
 * runs, jQuery's `event.triggered` names it, the flag jQuery itself uses so that its own DOM listener skips an event
 * it already delivered (handlers would otherwise run twice, once without the data).
 */
export function triggerPublic(form: HTMLFormElement, name: string, detail: unknown, native: boolean): void {
  const jQuery = toJQuery();
  if (jQuery) {
    try {
      jQuery(form).trigger(name, [detail]);
    } catch (error) {
      console.error(`[wisp] form: a jQuery listener for ${name} failed`, error);
    }
  }
  if (!native) return;
  const state = jQuery?.event;
  const previous = state?.triggered;
  if (state) state.triggered = name;
  try {
    form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  } finally {
    if (state) state.triggered = previous;
  }
}
