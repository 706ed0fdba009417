// Hotspot settings: how tooltips open (per device), the sequenced entrance and the tooltip position.
import { numberIn, oneOf, text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { readFields, type Fields } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

export type TooltipTrigger = 'click' | 'mouseenter' | 'none';

export type HotspotSettings = {
  /** Desktop trigger; devices read `tooltip_trigger_{device}` from `responsive`. @default 'click' */
  tooltip_trigger: TooltipTrigger;
  /** Anything but `no` staggers the hotspots' entrance. @default 'no' */
  hotspot_sequenced_animation: string;
  /** Total stagger time in ms. @default 1000 */
  hotspot_sequenced_animation_duration: number;
  /** The raw settings, for the per-device values. */
  responsive: Record<string, unknown>;
};

const TRIGGER = oneOf(['click', 'mouseenter', 'none']);

const FIELDS: Fields<Omit<HotspotSettings, 'responsive'>> = {
  tooltip_trigger: { schema: TRIGGER, fallback: 'click' },
  hotspot_sequenced_animation: { schema: text(), fallback: 'no' },
  hotspot_sequenced_animation_duration: { schema: numberIn(0, 60000), fallback: 1000 },
};

export function parse(raw: Record<string, unknown>): ParseResult<HotspotSettings> {
  const duration = raw['hotspot_sequenced_animation_duration'];
  const normal = { ...raw, hotspot_sequenced_animation_duration: isRecord(duration) ? duration['size'] : duration };
  const { settings, warnings } = readFields(normal, FIELDS);
  return { ok: true, settings: { ...settings, responsive: raw }, warnings };
}

/** A per-device trigger value, or the fallback when it is not one of the three. */
export function toTrigger(value: unknown, fallback: TooltipTrigger): TooltipTrigger {
  const parsed = TRIGGER.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
