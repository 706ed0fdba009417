// WordPress integration tests: Chromium against the real WordPress that scripts/test-wordpress.ts starts (WISP_WP_URL).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One worker, files in name order: the specs switch plugins and options on the one shared site.
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 45_000,
  // Its own folder: Playwright empties its output folder before a run, and the default (the project's test-results/)
  // held the browser layer's report and failure artifacts, which this run, coming after it, deleted.
  outputDir: '../../test-results/wordpress',
  reporter: process.env['WISP_E2E_JSON'] ? [['list'], ['json', { outputFile: process.env['WISP_E2E_JSON'] }]] : 'list',
  use: { baseURL: process.env['WISP_WP_URL'], trace: 'off', launchOptions },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } }],
});
