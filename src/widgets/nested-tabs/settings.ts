// Nested tabs settings: the responsive horizontal-scroll switch and title alignment; everything else is CSS.
import type { FieldWarning, ParseResult } from '../../core/types.ts';

export type NestedTabsSettings = {
  /**
   * Responsive values by key (`horizontal_scroll`, `horizontal_scroll_mobile`, `tabs_justify_horizontal`, ...),
   * each checked against the values the page builder can save; read per device with `readResponsive`.
   * @default {} (no horizontal scroll; titles start at the left)
   */
  responsive: Record<string, string>;
};

/** The values each responsive setting can take; a key ends in `_{device}` for the other devices. */
const ALLOWED: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^horizontal_scroll(_[a-z_]+)?$/, ['enable', 'disable']],
  [/^tabs_justify_horizontal(_[a-z_]+)?$/, ['start', 'center', 'end', 'stretch']],
];

export function parse(raw: Record<string, unknown>): ParseResult<NestedTabsSettings> {
  const responsive: Record<string, string> = {};
  const warnings: FieldWarning[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const allowed = ALLOWED.find(([pattern]) => pattern.test(key))?.[1];
    if (!allowed || value === '' || value === null || value === undefined) continue;
    if (typeof value === 'string' && allowed.includes(value)) responsive[key] = value;
    else warnings.push({ key, message: `setting "${key}" has an unexpected value ${JSON.stringify(value)}; ignoring it` });
  }
  return { ok: true, settings: { responsive }, warnings };
}
