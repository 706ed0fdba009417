// Lottie settings: source, trigger, loop, direction, speed, the played range and the viewport / hover / scroll options.
import { BOOLEAN, integerIn, numberIn, oneOf, text } from '../../shared/checks.ts';
import type { ParseResult } from '../../core/types.ts';
import { isYes, readFields, type Fields } from '../../shared/fields.ts';
import { isRecord, toText } from '../../shared/guards.ts';

export type LottieTrigger = 'arriving_to_viewport' | 'on_click' | 'on_hover' | 'bind_to_scroll' | 'none';

export type LottieSettings = {
  /** @default 'arriving_to_viewport' */
  trigger: LottieTrigger;
  /** @default false */
  loop: boolean;
  /** Plays this many times when looping; 0 = forever. @default 0 */
  number_of_times: number;
  /** @default false */
  reverse_animation: boolean;
  /** @default 1 */
  play_speed: number;
  /** First and last played frame, in percent of the animation. @default 0, 100 */
  start_point: number;
  end_point: number;
  /** Viewport band (percent from the bottom and top) in which a viewport-triggered animation plays. @default 0, 100 */
  viewport_start: number;
  viewport_end: number;
  /** @default 'default' (back to the first frame) */
  on_hover_out: 'default' | 'reverse' | 'pause';
  /** @default 'animation' */
  hover_area: 'animation' | 'column' | 'section';
  /** @default 'viewport' */
  effects_relative_to: 'viewport' | 'page';
  /** @default 'svg' */
  renderer: 'svg' | 'canvas';
  /** The animation JSON URL as the settings give it (unchecked). @default '' */
  source: string;
  /** With the click trigger, how long a click on the widget's link waits before following it, in ms. @default 0 */
  link_timeout: number;
};

const percent = numberIn(0, 100);

const FIELDS: Fields<LottieSettings> = {
  trigger: { schema: oneOf(['arriving_to_viewport', 'on_click', 'on_hover', 'bind_to_scroll', 'none']), fallback: 'arriving_to_viewport' },
  loop: { schema: BOOLEAN, fallback: false },
  number_of_times: { schema: integerIn(0), fallback: 0 },
  reverse_animation: { schema: BOOLEAN, fallback: false },
  play_speed: { schema: numberIn(0.01, 100), fallback: 1 },
  start_point: { schema: percent, fallback: 0 },
  end_point: { schema: percent, fallback: 100 },
  viewport_start: { schema: percent, fallback: 0 },
  viewport_end: { schema: percent, fallback: 100 },
  on_hover_out: { schema: oneOf(['default', 'reverse', 'pause']), fallback: 'default' },
  hover_area: { schema: oneOf(['animation', 'column', 'section']), fallback: 'animation' },
  effects_relative_to: { schema: oneOf(['viewport', 'page']), fallback: 'viewport' },
  renderer: { schema: oneOf(['svg', 'canvas']), fallback: 'svg' },
  source: { schema: text(), fallback: '' },
  // Bounded: a stored value of minutes would leave a click that seems to do nothing.
  link_timeout: { schema: numberIn(0, 10_000), fallback: 0 },
};

const sizeOf = (value: unknown): unknown => (isRecord(value) ? value['size'] : value);

/** The original's source rule: the uploaded file when it is a `.json`, else the external URL. */
function toSource(raw: Record<string, unknown>): string {
  const uploaded = toText(isRecord(raw['source_json']) ? raw['source_json']['url'] : '');
  if (/json$/i.test(uploaded.split('?')[0] ?? '')) return uploaded;
  return toText(isRecord(raw['source_external_url']) ? raw['source_external_url']['url'] : '');
}

export function parse(raw: Record<string, unknown>): ParseResult<LottieSettings> {
  const viewport = isRecord(raw['viewport']) && isRecord(raw['viewport']['sizes']) ? raw['viewport']['sizes'] : {};
  const yes = (key: string) => (raw[key] === undefined || raw[key] === '' ? undefined : isYes(raw[key]));
  const normal = {
    ...raw,
    loop: yes('loop'),
    reverse_animation: yes('reverse_animation'),
    number_of_times: sizeOf(raw['number_of_times']),
    play_speed: sizeOf(raw['play_speed']),
    start_point: sizeOf(raw['start_point']),
    end_point: sizeOf(raw['end_point']),
    viewport_start: viewport['start'],
    viewport_end: viewport['end'],
    source: toSource(raw),
    // A number control: stored as a number or as its digits.
    link_timeout: typeof raw['link_timeout'] === 'string' && raw['link_timeout'].trim() !== '' ? Number(raw['link_timeout']) : sizeOf(raw['link_timeout']),
  };
  return { ok: true, ...readFields(normal, FIELDS) };
}
