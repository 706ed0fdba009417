// The step indicators above a multi-step form: a wrapper wisp creates at once, filled by components (a progress meter,
// or one indicator per step) from a chunk loaded only for multi-step forms.
import type { FormSettings } from './settings.ts';

export type StepData = { label: string; previous: string; next: string; iconUrl: string; iconLibrary: string; icon: string };
export type Indicators = { element: HTMLElement; update(current: number): void };

const BASE = 'e-form__indicators';
const PROGRESS_VAR = '--e-form-steps-indicator-progress-meter-width';

/** Progress: the first step counts as 1/n, step i (from 0) as (i+1)/n, floored, as the original. */
const toProgress = (current: number, total: number): string => `${Math.floor(((current + 1) / total) * 100)}%`;

/**
 * Null when `step_type` is `none`. The progress variable is set at once (the site's CSS sizes the meter with it); the
 * items render when their chunk has arrived, each update with the current step.
 */
export function buildIndicators(steps: StepData[], settings: FormSettings, root: HTMLElement): Indicators | null {
  if (settings.step_type === 'none') return null;
  const element = document.createElement('div');
  element.className = `${BASE} ${BASE}--type-${settings.step_type}`;
  const components = import('./indicators.tsx');
  const update = (current: number) => {
    const progress = toProgress(current, steps.length);
    if (settings.step_type === 'progress_bar') root.style.setProperty(PROGRESS_VAR, progress);
    // A chunk that cannot load leaves the wrapper empty: the steps and their buttons work without it.
    components.then((chunk) => element.isConnected && chunk.renderIndicators(element, { steps, settings, current }, progress), () => {});
  };
  return { element, update };
}

export const PROGRESS_PROPERTY = PROGRESS_VAR;
