// `page_load`: shows the popup `page_load_delay` seconds after the page loaded (time already passed is subtracted).
import { after, sincePageReady, toDelayMs, type StartTrigger } from './types.ts';

export const pageLoad: StartTrigger = ({ settings, fire, signal }) =>
  after(Math.max(0, toDelayMs(settings['page_load_delay'], 0) - sincePageReady()), fire, signal);
