// Where the captured real pages live (`../shared/real-pages` beside the project, or WISP_REAL_PAGES), and whether a run must have them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './dist.ts';

export const REAL_PAGES = resolve(ROOT, process.env['WISP_REAL_PAGES'] ?? '../shared/real-pages');

/** CI has the pages beside the project, so there a missing folder is a failure, not a skip. */
export const REAL_PAGES_REQUIRED = !!process.env['CI'] && !/^(?:0|false)$/i.test(process.env['CI'] ?? '');

export const hasRealPages = (): boolean => existsSync(REAL_PAGES);
