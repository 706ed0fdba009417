// Browser suites' figures (faults survived, heap before and after): printed and written to test-results/reliability/ (not committed; the README records them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/dist.ts';

/** `npm run test:stress` sets WISP_STRESS=1: bigger pages, more cycles, longer simulated sessions. */
export const STRESS = process.env['WISP_STRESS'] === '1';

export function recordE2eFigures(suite: string, figures: Record<string, unknown>): void {
  const dir = join(ROOT, 'test-results', 'reliability');
  mkdirSync(dir, { recursive: true });
  const row = { suite, mode: STRESS ? 'stress' : 'normal', at: new Date().toISOString(), ...figures };
  writeFileSync(join(dir, `${suite}.json`), `${JSON.stringify(row, null, 2)}\n`);
  console.log(`[reliability] ${suite}: ${JSON.stringify(figures)}`);
}
