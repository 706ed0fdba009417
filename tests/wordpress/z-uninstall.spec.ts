// Runs last (files run in name order): deleting the plugin through WordPress removes its option.
import { expect, test } from '@playwright/test';
import { ctl, expectOriginal, setOptions } from './helpers.ts';

test('uninstalling the plugin removes its option and leaves the original scripts', async ({ page }) => {
  setOptions({ debug: true });
  expect(ctl('get-option').split('\n')[0]).not.toBe('null');
  ctl('uninstall-wisp');
  expect(ctl('get-option').split('\n')[0]).toBe('null');
  await expectOriginal(page, '/cyber-essentials/');
});
