// Where Chromium lives and how to launch it on this kind of machine (no sandbox, no background network).
import { existsSync } from 'node:fs';

/** Debian's Chromium; WISP_CHROMIUM overrides it for machines that keep a browser elsewhere. */
export const CHROMIUM_PATH = process.env['WISP_CHROMIUM'] ?? '/usr/bin/chromium';

/** Flags that stop Chromium reaching for the network on its own: the machine allows loopback only. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}
