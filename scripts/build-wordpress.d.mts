// Types for build-wordpress.mjs (plain JavaScript so `npm run build:wordpress` needs only node).
export const ZIP: string;
export function createZip(entries: [string, Uint8Array][]): Buffer;
export function buildWordpressZip(options?: { quiet?: boolean }): Promise<{ zip: string; files: number }>;
