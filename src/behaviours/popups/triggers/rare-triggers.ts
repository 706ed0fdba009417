// Scrolling and inactivity triggers: a chunk of their own, fetched when a popup arms one, so the arming code every page
// with a popup fetches before any input stays small (issue 20's budget for the Cyber Essentials page).
export { inactivity } from './inactivity.ts';
export { scrolling } from './scrolling.ts';
