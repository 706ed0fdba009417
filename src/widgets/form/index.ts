// Form (`form.default`) and, through its own folder, subscribe: AJAX sending with the original's messages, multi-step
// navigation, file checks, native date/time pickers and reCAPTCHA, all on the server's markup.
import type { WispModule } from '../../core/types.ts';
import { useNativePickers } from './date-time.ts';
import { startFileChecks } from './files.ts';
import { fetchViewsOnFirstUse } from './messages.ts';
import { triggerPublic } from './public-events.ts';
import { startSender } from './send.ts';
import { parse, type FormSettings } from './settings.ts';
import { findSteps, startSteps } from './steps.ts';
import { startValidityMarks } from './validity.ts';

const form: WispModule<FormSettings> = {
  parse,
  mount: (root, settings, ctx) => {
    const element = ctx.own<HTMLFormElement>('form.elementor-form')[0];
    if (!element) {
      ctx.warn('form', 'no form.elementor-form inside the widget; left to the browser');
      return false;
    }
    const steps = findSteps(element);
    if (steps && !steps.submitWrapper) ctx.warn('submit', 'a multi-step form without a submit button: its last step cannot be sent');
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]');
    // Subscribe runs steps, sender and redirect only, as in the original; form adds reCAPTCHA and the pickers.
    const full = ctx.kind === 'form';
    const recaptcha = full ? [...element.querySelectorAll<HTMLElement>('.elementor-g-recaptcha')].pop() : undefined;
    // The first focus in a form is what loads this chunk: moving fields into steps or switching an input's type must not
    // take that focus away from the visitor.
    const focused = document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : null;
    const restorePickers = full ? useNativePickers(element) : undefined;
    startValidityMarks(element, ctx.signal);
    startFileChecks(element, (message) => {
      triggerPublic(element, 'error', undefined, false);
      ctx.emit('submit-error', { reason: 'file', message });
    }, ctx.signal);
    const control = steps ? startSteps(element, steps, settings, root, ctx.signal) : null;
    startSender({ form: element, button, ctx, steps: control });
    if (focused && document.activeElement !== focused) focused.focus({ preventScroll: true });
    fetchViewsOnFirstUse(element, ctx.signal);
    if (recaptcha) {
      void import('./recaptcha.ts')
        .then(({ startRecaptcha }) => ctx.signal.aborted || startRecaptcha(element, recaptcha, root, ctx.signal))
        .catch((error: unknown) => console.error('[wisp] form: reCAPTCHA failed to start', error));
    }
    return restorePickers;
  },
};

export default form;
