// reCAPTCHA (v2 checkbox / invisible, v3) on `.elementor-g-recaptcha`: loaded only for forms that have one.
import { addScript } from '../../shared/script-tag.ts';

type Grecaptcha = {
  render(container: Element, params: Record<string, string>): number;
  reset(id?: number): void;
  ready(callback: () => void): void;
  execute(id: number, options: { action: string }): Promise<string>;
};

/** 350 ms: the original polls for Google's API at this rate. */
const POLL_MS = 350;
const API_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

function readApi(): Grecaptcha | null {
  const candidate = (window as unknown as Record<string, unknown>)['grecaptcha'];
  const api = candidate as Partial<Grecaptcha> | undefined;
  return api && typeof api.render === 'function' ? (api as Grecaptcha) : null;
}

/** The page normally prints Google's script itself; a page that lost it (a static export) gets it once. */
function ensureScript(): void {
  if ((window as unknown as Record<string, unknown>)['grecaptcha'] !== undefined) return;
  if (document.querySelector('script[src*="/recaptcha/api.js"]')) return;
  addScript(API_URL);
}

function whenApiReady(ready: (api: Grecaptcha) => void, signal: AbortSignal): void {
  const api = readApi();
  if (api) return ready(api);
  const timer = setTimeout(() => whenApiReady(ready, signal), POLL_MS);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** v3 runs on the submit click: a token first, then the real submit (validation included). */
function bindV3(form: HTMLFormElement, api: Grecaptcha, id: number, action: string, signal: AbortSignal): void {
  let token: HTMLInputElement | null = null;
  const submit = form.querySelector('button[type="submit"]');
  submit?.addEventListener('click', (event) => {
    event.preventDefault();
    api.ready(() => {
      void api.execute(id, { action }).then((value) => {
        if (signal.aborted) return;
        token ??= Object.assign(document.createElement('input'), { type: 'hidden', name: 'g-recaptcha-response' });
        token.value = value;
        if (!token.isConnected) form.append(token);
        if (form.reportValidity()) form.requestSubmit();
      });
    });
  }, { signal });
  signal.addEventListener('abort', () => token?.remove(), { once: true });
}

/** Renders the last reCAPTCHA of the form once Google's API is there; it is reset after each answer, as the original. */
export function startRecaptcha(form: HTMLFormElement, container: HTMLElement, root: HTMLElement, signal: AbortSignal): void {
  ensureScript();
  whenApiReady((api) => {
    if (signal.aborted) return;
    const params = Object.fromEntries(Object.entries(container.dataset).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const id = api.render(container, params);
    const reset = () => api.reset(id);
    form.addEventListener('reset', reset, { signal });
    root.addEventListener('wisp:submit-error', reset, { signal });
    if (params['type'] === 'v3') bindV3(form, api, id, params['action'] ?? '', signal);
  }, signal);
}
