// `page_load`: shows the popup `page_load_delay` seconds after the triggers are armed.
import { after, toDelayMs, type StartTrigger } from './types.ts';

export const pageLoad: StartTrigger = ({ settings, fire, signal }) => after(toDelayMs(settings['page_load_delay'], 0), fire, signal);
