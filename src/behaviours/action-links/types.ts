// The contract between the action-link protocol and the actions it runs (lightbox, popup:open, popup:close, …).

export type ActionContext = {
  /** The link or element whose action hash ran, or null when it came from the page URL. */
  source: Element | null;
  /** The click that ran it, when there was one. */
  event: Event | null;
  /** One `console.warn` per key, worded `[wisp] action-links: <message>`. */
  warn(key: string, message: string): void;
};

/** Runs one action with its decoded, untrusted settings; it validates them itself. */
export type ActionHandler = (settings: Record<string, unknown>, ctx: ActionContext) => void | Promise<void>;

/**
 * A lazily loaded action: the chunk default-exports its handler. `ready`, when given, returns the handler without
 * waiting once its chunk has run, however it was loaded (a popup link's warm-up loads the popup actions first).
 */
export type ActionLoader = { (): Promise<{ default: ActionHandler }>; ready?: () => ActionHandler | undefined };
