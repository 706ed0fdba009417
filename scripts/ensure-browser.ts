// Makes sure a Chromium for the browser tests exists: installs Debian's package when running as root.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, hasChromium } from './lib/chromium.ts';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

export function ensureBrowser(): void {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`wisp: no Chromium at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium) or set WISP_CHROMIUM to a Chromium binary.`);
    process.exit(1);
  }
  console.log('wisp: installing Chromium from Debian packages (apt-get install -y chromium)…');
  // Playwright's own browser download cannot reach its host here; Debian's package can.
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium']) || !hasChromium()) {
    console.error('wisp: installing Chromium failed; see the apt-get output above.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
