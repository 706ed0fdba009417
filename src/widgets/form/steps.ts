// Multi-step forms: `.elementor-field-type-step` groups become `.e-form__step` pages with indicators and
// previous / next buttons; each "next" checks the step's fields with the browser's own validation first.
import type { FormSettings } from './settings.ts';
import { buildIndicators, PROGRESS_PROPERTY, type StepData } from './step-indicators.ts';
import { CLASS } from './messages.ts';

export type StepsControl = { reset(): void; showFirstError(): void };
export type StepsMarkup = { wrapper: HTMLElement; steps: HTMLElement[]; submitWrapper: HTMLElement | null; submit: HTMLElement | null };

const HIDDEN = 'elementor-hidden';
const BUTTON = 'e-form__buttons__wrapper__button';
const CONTROLS = 'input, select, textarea';

/** The step markup of a form, or null when it has no steps. Only direct children count, as in the original. */
export function findSteps(form: HTMLFormElement): StepsMarkup | null {
  const wrapper = [...form.children].find((child) => child.classList.contains('elementor-form-fields-wrapper'));
  if (!(wrapper instanceof HTMLElement)) return null;
  const children = [...wrapper.children] as HTMLElement[];
  const steps = children.filter((child) => child.classList.contains('elementor-field-type-step'));
  if (steps.length === 0) return null;
  const submitWrapper = children.find((child) => child.classList.contains('elementor-field-type-submit')) ?? null;
  const submit = submitWrapper ? [...submitWrapper.children].find((child) => child.getAttribute('type') === 'submit') as HTMLElement | undefined ?? null : null;
  return { wrapper, steps, submitWrapper, submit };
}

function readStep(step: HTMLElement): StepData {
  const field = [...step.children].find((child) => child.classList.contains('e-field-step'));
  // The server prints camel-cased data attributes; HTML lowercases them and getAttribute does the same to its argument.
  const read = (name: string) => field?.getAttribute(`data-${name}`) ?? '';
  return { label: read('label'), previous: read('previousButton'), next: read('nextButton'), iconUrl: read('iconUrl'), iconLibrary: read('iconLibrary'), icon: read('icon') };
}

function buildButton(kind: 'next' | 'previous', label: string, sizeClasses: string[], go: () => void, signal: AbortSignal): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = `${CLASS.group} e-form__buttons__wrapper elementor-field-type-${kind}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = ['elementor-button', ...sizeClasses, BUTTON, `${BUTTON}-${kind}`].join(' ');
  button.textContent = label;
  button.addEventListener('click', go, { signal });
  wrapper.append(button);
  return wrapper;
}

/** Restores the fields wrapper's children, the classes we changed and the progress variable; removes what we added. */
function toRestore(markup: StepsMarkup, root: HTMLElement): () => void {
  const nodes = [...markup.wrapper.childNodes];
  const touched = [...markup.steps, markup.submitWrapper, markup.submit].filter((el): el is HTMLElement => el !== null);
  const classes = touched.map((el) => el.getAttribute('class'));
  const progress = root.style.getPropertyValue(PROGRESS_PROPERTY);
  return () => {
    markup.wrapper.append(...nodes);
    touched.forEach((el, index) => el.setAttribute('class', classes[index] ?? ''));
    if (progress) root.style.setProperty(PROGRESS_PROPERTY, progress);
    else root.style.removeProperty(PROGRESS_PROPERTY);
  };
}

type Build = { settings: FormSettings; data: StepData[]; sizeClasses: string[]; responsive: string[]; go(direction: 'next' | 'previous'): void; signal: AbortSignal };

/** The last step's "next" is the form's own submit wrapper, re-classed as a button wrapper as the original does. */
function adoptSubmit(markup: StepsMarkup): HTMLElement | null {
  const { submitWrapper, submit } = markup;
  if (!submitWrapper) return null;
  submit?.classList.add(BUTTON);
  submitWrapper.className = submitWrapper.className.replace(/elementor-col-\d+|elementor-(sm|md)-\d+/g, '').replace(/\s+/g, ' ').trim();
  submitWrapper.classList.remove('elementor-column', 'e-form__buttons');
  submitWrapper.classList.add('e-form__buttons__wrapper');
  return submitWrapper;
}

/** Turns one step group into a page: its fields move in, then a row of previous / next (or submit) buttons. */
function buildStep(markup: StepsMarkup, index: number, build: Build): HTMLElement {
  const { steps, submitWrapper } = markup;
  const step = steps[index]!;
  step.classList.add('e-form__step');
  step.classList.remove(CLASS.group, 'elementor-column');
  const own: Element[] = [];
  for (let next = step.nextElementSibling; next && !steps.includes(next as HTMLElement); next = next.nextElementSibling) if (next !== submitWrapper) own.push(next);
  step.append(...own);
  const buttons = document.createElement('div');
  buttons.className = ['e-form__buttons', 'elementor-column', `elementor-col-${build.settings.button_width}`, ...build.responsive].join(' ');
  const data = build.data[index];
  if (index > 0) buttons.append(buildButton('previous', data?.previous || build.settings.step_previous_label, build.sizeClasses, () => build.go('previous'), build.signal));
  if (index < steps.length - 1) buttons.append(buildButton('next', data?.next || build.settings.step_next_label, build.sizeClasses, () => build.go('next'), build.signal));
  else buttons.append(...[adoptSubmit(markup)].filter((el): el is HTMLElement => el !== null));
  step.append(buttons);
  return buttons;
}

/** Enter in a field of any step but the last moves on instead of sending (a textarea keeps its new line, a button its click). */
function bindEnter(form: HTMLFormElement, isLast: () => boolean, next: () => void, signal: AbortSignal): void {
  form.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.key !== 'Enter' || isLast() || target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement) return;
    event.preventDefault();
    next();
  }, { signal });
}

/** Builds the steps, wires navigation, and undoes everything when `signal` aborts. */
export function startSteps(form: HTMLFormElement, markup: StepsMarkup, settings: FormSettings, root: HTMLElement, signal: AbortSignal): StepsControl {
  const { wrapper, steps } = markup;
  const restore = toRestore(markup, root);
  const data = steps.map(readStep);
  const indicators = buildIndicators(data, settings, root);
  let current = 0;
  const show = (index: number, focus: boolean) => {
    steps.forEach((step, i) => step.classList.toggle(HIDDEN, i !== index));
    current = index;
    indicators?.update(index);
    if (focus) steps[index]?.querySelector(`:scope > .${CLASS.group}`)?.querySelector<HTMLElement>(`${CONTROLS}, button`)?.focus();
  };
  // Like the original, the first invalid field is reported with the browser's own bubble and the rest wait.
  const isStepValid = () => [...(steps[current]?.querySelectorAll<HTMLInputElement>(`.${CLASS.group} :is(${CONTROLS})`) ?? [])]
    .every((control) => control.checkValidity() || (control.reportValidity(), false));
  const go = (direction: 'next' | 'previous') => {
    if (direction === 'next' && !isStepValid()) return;
    show(Math.min(steps.length - 1, Math.max(0, current + (direction === 'next' ? 1 : -1))), true);
  };
  const sizeClasses = markup.submit?.className.match(/elementor-size-[a-z]+/g) ?? [];
  const responsive = markup.submitWrapper?.className.match(/elementor-(sm|md)-\d+/g) ?? [];
  const build: Build = { settings, data, sizeClasses, responsive, go, signal };
  const added = steps.map((_, index) => buildStep(markup, index, build));
  if (indicators) wrapper.before(indicators.element);
  show(0, false);
  bindEnter(form, () => current === steps.length - 1, () => go('next'), signal);
  signal.addEventListener('abort', () => {
    restore();
    for (const element of [...added, indicators?.element]) element?.remove();
  }, { once: true });
  const showFirstError = () => {
    const index = steps.indexOf(form.querySelector(`.${CLASS.help}`)?.closest('.e-form__step') as HTMLElement);
    if (index >= 0) show(index, false);
  };
  return { reset: () => show(0, false), showFirstError };
}
