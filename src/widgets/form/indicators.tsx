// The step indicators' items as components: one indicator per step (icon, number, label) with separators between.
import { useLayoutEffect, useRef } from 'react';
import { render } from 'react-dom';
import { toSafeSvg } from '../../shared/safe-svg.ts';
import type { FormSettings } from './settings.ts';
import type { StepData } from './step-indicators.ts';

const ITEM = 'e-form__indicators__indicator';

type Props = { steps: StepData[]; settings: Pick<FormSettings, 'step_type' | 'step_icon_shape'>; current: number };

const isWebUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url, location.href).protocol);
  } catch {
    return false;
  }
};

/** `display: contents`: the wrapper adds no box, so the icon's CSS sizes the SVG as if it were the icon's child. */
const CONTENTS = { display: 'contents' };

/** The step's inline SVG, cleaned by toSafeSvg and inserted as a node into a wrapper that renders no children itself. */
function SafeSvg({ text }: { text: string }) {
  const host = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const svg = toSafeSvg(text);
    host.current?.replaceChildren(...(svg ? [svg] : []));
  }, [text]);
  return <span ref={host} style={CONTENTS} />;
}

/** The step's icon: its inline SVG (cleaned), an icon-font class, or an SVG file (http(s) only). */
function Icon({ step, shape }: { step: StepData; shape: string }) {
  const file = !step.icon && !step.iconLibrary && step.iconUrl && isWebUrl(step.iconUrl) ? step.iconUrl : null;
  return (
    <div className={`${ITEM}__icon ${shape}`}>
      {step.icon ? <SafeSvg text={step.icon} /> : step.iconLibrary ? <i className={step.iconLibrary} /> : file && <object type="image/svg+xml" data={file} />}
    </div>
  );
}

function Indicator({ step, index, current, settings }: { step: StepData; index: number } & Omit<Props, 'steps'>) {
  const shape = `${ITEM}--shape-${settings.step_icon_shape}`;
  const type = settings.step_type;
  const state = index < current ? 'completed' : index > current ? 'inactive' : 'active';
  return (
    <div className={`${ITEM} ${ITEM}--state-${state}`} aria-current={state === 'active' ? 'step' : undefined}>
      {type.includes('icon') && <Icon step={step} shape={shape} />}
      {type.includes('number') && <div className={`${ITEM}__number ${shape}`}>{String(index + 1)}</div>}
      {type.includes('text') && <label className={`${ITEM}__label`}>{step.label}</label>}
    </div>
  );
}

function Progress({ value }: { value: string }) {
  return (
    <div className={`${ITEM}__progress`} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(value.slice(0, -1))}>
      <div className={`${ITEM}__progress__meter`}>{value}</div>
    </div>
  );
}

/** Renders the indicators for step `current` into `host` (the wrapper wisp created); `progress` is the bar's value. */
export function renderIndicators(host: HTMLElement, props: Props, progress: string): void {
  const { steps, settings, current } = props;
  render(
    settings.step_type === 'progress_bar'
      ? <Progress value={progress} />
      : <>{steps.map((step, index) => [index > 0 && <div key={`s${index}`} className={`${ITEM}__separator`} />, <Indicator key={index} step={step} index={index} current={current} settings={settings} />])}</>,
    host,
  );
}
