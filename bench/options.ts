// Command-line options, medians and result files shared by the bench scripts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/dist.ts';

export const RESULTS = join(ROOT, 'bench', 'results');

/** `--name value` or `--name=value` from argv, else the fallback. */
export function option(name: string, fallback: string, argv = process.argv): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}`) return argv[i + 1] ?? fallback;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return fallback;
}

/** A positive integer option; a typo fails loudly instead of silently running the default. */
export function countOption(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** The machine a result was measured on, stored with it: figures from different machines are not comparable. */
const machineName = (): string => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;

/** Writes bench/results/<name>.json with the date and the machine, and returns its path. */
export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine: machineName(), ...(data as object) }, null, 2) + '\n');
  return file;
}

/**
 * Ports this bench owns: upstream servers, the two compressing front servers (wisp and floor), Chromium's debugging port.
 * `WISP_BENCH_PORT=4320` moves all five to 4320–4324, so two benches can run side by side on one machine.
 */
const BASE_PORT = Number(process.env['WISP_BENCH_PORT'] || 4200);
export const PORTS = { demo: BASE_PORT, wisp: BASE_PORT + 1, floor: BASE_PORT + 2, site: BASE_PORT + 3, chrome: BASE_PORT + 4 };
