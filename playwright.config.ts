// Browser tests: the built wisp over the fixture pages, in Debian's Chromium, at desktop and phone sizes.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const PORT = Number(process.env['WISP_E2E_PORT'] ?? 4174);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: the machine is shared (2 cores); a test that needs it is reported as flaky, not hidden.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  reporter: process.env['WISP_E2E_JSON'] ? [['list'], ['json', { outputFile: process.env['WISP_E2E_JSON'] }]] : 'list',
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
