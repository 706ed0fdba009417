// The side-by-side table for the README: per captured page, the four variants' Lighthouse medians and first tap.
import type { SideBySide } from './side-by-side.ts';
import { VARIANTS } from './variants.ts';

type Json = Record<string, unknown>;
const row = (cells: unknown[]): string => `| ${cells.map(String).join(' | ')} |`;
const show = (value: unknown): string => (value === null || value === undefined ? '–' : String(value));
const times = (value: unknown): string => (value === null || value === undefined ? '–' : `${String(value)}×`);
/** Short forms of the tap outcomes, so the table stays readable. */
const OUTCOME: Record<string, string> = { 'no change within 5 s': 'none in 5 s', 'no tap target on the page': 'no target' };

export function sideBySideTable(result: Json | null): string[] {
  if (!result) return [];
  const pages = result['pages'] as SideBySide[];
  const date = String(result['date'] ?? '').slice(0, 10);
  const lines = [
    `**Side by side**, run ${date}${result['machine'] ? ` on ${String(result['machine'])}` : ''} (${String(result['settings'])}; ${String(result['runs'])} Lighthouse run(s) and ${String(result['tapRuns'])} tap(s) per variant, ${String(result['cpuSlowdown'])}x CPU for the tap; each cell original / delayed / wisp / no script; kept scripts alone = wisp's page without wisp's own tags, the page's scripts it keeps)`, '',
    row(['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'boot-up ms', 'first tap ms (target)', 'wisp/original JS, boot-up', 'first tap wisp/delayed', 'TBT ms: wisp / its kept scripts alone']),
    row(Array(11).fill('---')),
  ];
  for (const page of pages) {
    const cell = (pick: (v: NonNullable<SideBySide['variants']['wisp']>) => unknown): string =>
      VARIANTS.map((variant) => { const v = page.variants[variant]; return v ? show(pick(v)) : '–'; }).join(' / ');
    const target = page.variants.wisp?.tap.samples[0]?.target ?? '–';
    lines.push(row([page.page.replace(/\/index\.html?$/, '/'), cell((v) => v.lighthouse.score), cell((v) => v.lighthouse.lcpMs), cell((v) => v.lighthouse.tbtMs),
      cell((v) => v.lighthouse.cls), cell((v) => v.lighthouse.jsKb), cell((v) => v.lighthouse.bootupMs), `${cell((v) => v.tap.medianMs ?? OUTCOME[v.tap.samples[0]?.outcome ?? ''] ?? v.tap.samples[0]?.outcome)} (\`${target}\`)`,
      `${times(page.ratios['jsKb wisp/original'])}, ${times(page.ratios['bootupMs wisp/original'])}`, times(page.ratios['first tap wisp/delayed']),
      page.kept ? `${show(page.variants.wisp?.lighthouse.tbtMs)} / ${show(page.kept.lighthouse.tbtMs)}` : '–']));
  }
  return [...lines, ''];
}
