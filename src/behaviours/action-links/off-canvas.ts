// The `off_canvas:open`, `off_canvas:close` and `off_canvas:toggle` actions: Pro's public window event, which the
// off-canvas widget (and any site code) listens for, carrying the widget id from the link's settings.
import { BUILDER_EVENT } from '../../shared/names.ts';
import type { ActionHandler } from './types.ts';

/** Widget ids (7 hex characters, longer inside loops); anything else is not sent on. */
const WIDGET_ID = /^[\w-]{1,40}$/;

const send = (displayMode: 'open' | 'close' | 'toggle'): ActionHandler => (settings, ctx) => {
  const id = settings['id'];
  if (typeof id !== 'string' || !WIDGET_ID.test(id)) return ctx.warn('off-canvas-id', `off_canvas:${displayMode} needs a widget id; nothing happened`);
  window.dispatchEvent(new CustomEvent(BUILDER_EVENT.offCanvasToggle, { detail: { id, displayMode, previousEvent: ctx.event } }));
};

export const openOffCanvas = send('open');
export const closeOffCanvas = send('close');
export const toggleOffCanvas = send('toggle');
