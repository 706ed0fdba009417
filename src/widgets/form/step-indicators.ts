// The step indicators above a multi-step form: a progress meter, or one indicator per step (icon, number, label).
import { toSafeSvg } from '../../shared/safe-svg.ts';
import type { FormSettings } from './settings.ts';

export type StepData = { label: string; previous: string; next: string; iconUrl: string; iconLibrary: string; icon: string };
export type Indicators = { element: HTMLElement; update(current: number): void };

const BASE = 'e-form__indicators';
const ITEM = `${BASE}__indicator`;
const PROGRESS_VAR = '--e-form-steps-indicator-progress-meter-width';

function div(className: string, text?: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

const isWebUrl = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url, location.href).protocol);
  } catch {
    return false;
  }
};

/** The step's icon: its inline SVG (cleaned), an icon-font class, or an SVG file (http(s) only). */
function buildIcon(step: StepData, shape: string): HTMLElement {
  const icon = div(`${ITEM}__icon ${shape}`);
  const svg = step.icon ? toSafeSvg(step.icon) : null;
  if (svg) icon.append(svg);
  else if (step.iconLibrary) icon.append(Object.assign(document.createElement('i'), { className: step.iconLibrary }));
  else if (step.iconUrl && isWebUrl(step.iconUrl)) icon.append(Object.assign(document.createElement('object'), { type: 'image/svg+xml', data: step.iconUrl }));
  return icon;
}

function buildItem(step: StepData, index: number, settings: FormSettings): HTMLElement {
  const item = div(ITEM);
  const shape = `${ITEM}--shape-${settings.step_icon_shape}`;
  const type = settings.step_type;
  if (type.includes('icon')) item.append(buildIcon(step, shape));
  if (type.includes('number')) item.append(div(`${ITEM}__number ${shape}`, String(index + 1)));
  if (type.includes('text')) item.append(Object.assign(document.createElement('label'), { className: `${ITEM}__label`, textContent: step.label }));
  return item;
}

/** Progress: the first step counts as 1/n, step i (from 0) as (i+1)/n, floored, as the original. */
const toProgress = (current: number, total: number): string => `${Math.floor(((current + 1) / total) * 100)}%`;

function buildProgress(total: number, root: HTMLElement): Indicators {
  const bar = div(`${ITEM}__progress`);
  const meter = div(`${ITEM}__progress__meter`);
  bar.append(meter);
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  const update = (current: number) => {
    const value = toProgress(current, total);
    root.style.setProperty(PROGRESS_VAR, value);
    meter.textContent = value;
    bar.setAttribute('aria-valuenow', value.slice(0, -1));
  };
  return { element: bar, update };
}

/** Null when `step_type` is `none`. Each update rewrites every item's state class from the current step. */
export function buildIndicators(steps: StepData[], settings: FormSettings, root: HTMLElement): Indicators | null {
  if (settings.step_type === 'none') return null;
  const wrapper = div(`${BASE} ${BASE}--type-${settings.step_type}`);
  if (settings.step_type === 'progress_bar') {
    const progress = buildProgress(steps.length, root);
    wrapper.append(progress.element);
    return { element: wrapper, update: progress.update };
  }
  const items = steps.map((step, index) => buildItem(step, index, settings));
  items.forEach((item, index) => wrapper.append(...(index > 0 ? [div(`${ITEM}__separator`)] : []), item));
  const update = (current: number) => items.forEach((item, index) => {
    const state = index < current ? 'completed' : index > current ? 'inactive' : 'active';
    item.classList.remove(`${ITEM}--state-completed`, `${ITEM}--state-inactive`, `${ITEM}--state-active`);
    item.classList.add(`${ITEM}--state-${state}`);
    if (state === 'active') item.setAttribute('aria-current', 'step');
    else item.removeAttribute('aria-current');
  });
  return { element: wrapper, update };
}

export const PROGRESS_PROPERTY = PROGRESS_VAR;
