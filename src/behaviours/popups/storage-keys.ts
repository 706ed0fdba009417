// The original's storage keys for popups, inside the page builder's single `elementor` storage object.

/** `true` once a visitor chose "do not show again"; the popup never opens again on this browser. */
export const disableKey = (id: string) => `popup_${id}_disable`;
/** How often the popup was shown (or closed, with `times_count: close`), for good. */
export const timesKey = (id: string) => `popup_${id}_times`;
/** Showings within `times_period`; expires a period after the first one. Also a raw session-storage key for `session`. */
export const impressionsKey = (id: string) => `popup-${id}-impressions-count`;
/** Visitor counters, for every popup: page loads, and browser sessions (flagged in session storage). */
export const VISITOR_KEYS = { pageViews: 'pageViews', sessions: 'sessions', activeSession: 'activeSession' } as const;
