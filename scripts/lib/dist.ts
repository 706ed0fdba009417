// Where the built wisp lives: `dist/`, or WISP_DIST so parallel work can build and serve side by side.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = resolve(ROOT, process.env['WISP_DIST'] ?? 'dist');
