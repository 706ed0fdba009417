// Replays a click or submit that wisp held while the code answering it loaded: the one replay every hold uses.

/** 1.5 s: how long any hold keeps a click. Long enough for a chunk on a slow phone network, short enough that a visitor does not give up. */
export const HOLD_MS = 1500;

const replays = new WeakSet<Event>();

/** Whether `event` is one of our replays, so a hold does not take it a second time. */
export const isReplay = (event: Event): boolean => replays.has(event);

/**
 * A link (HTML or SVG) whose URL would run script: its replayed click must not follow it (the markup is untrusted). Read
 * with the URL parser, so case, spaces and tabs inside the scheme are read as the browser would follow them; any http base
 * will do, as only an absolute `javascript:` URL keeps that scheme.
 */
function isScriptLink(target: Element): boolean {
  try {
    return new URL(target.closest('a')?.getAttribute('href') ?? '', 'http://a').protocol === 'javascript:';
  } catch {
    return false;
  }
}

/**
 * Whether the page prevented the default of a click on `target`. A `javascript:` link's click may be a replay, which
 * comes prevented (below), so its prevention is not counted: the lightbox still refuses such a link with its warning.
 */
export const preventedByPage = (event: Event, target: Element): boolean => event.defaultPrevented && !isScriptLink(target);

/**
 * Replays a held action once: a form is submitted again, anything else gets a new click event rather than `.click()`,
 * which SVG elements (arrow and menu icons) do not have. A target that left the page gets nothing; on a `javascript:`
 * link the click reaches the page's handlers with its default prevented, so the URL never runs.
 */
export function replayAction(target: Element): void {
  if (!target.isConnected) return;
  if (target instanceof HTMLFormElement) return target.requestSubmit();
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  replays.add(event);
  if (isScriptLink(target)) event.preventDefault();
  target.dispatchEvent(event);
}

/** Replays each held action once, in the order they were made. */
export function replayActions(targets: readonly Element[]): void {
  for (const target of targets) replayAction(target);
}
