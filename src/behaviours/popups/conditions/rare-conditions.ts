// The timing conditions few popups enable (where the visitor came from, logged-in users, the browser, a date range): a
// chunk of their own, imported only for a popup that enables one, so the arming code every page with a popup fetches
// before any input stays small (issue 20's budget for the Cyber Essentials page). Shared by every popup that needs
// them: one fetch.
export { browsers } from './browsers.ts';
export { loggedIn as logged_in } from './logged-in.ts';
export { schedule } from './schedule.ts';
export { sources } from './sources.ts';
