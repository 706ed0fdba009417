// The lightbox viewer chunk: shows one checked request at a time in the dialog, with events around it.
import { openDialog, type Dialog } from './dialog.ts';
import { mountGallery } from './gallery.ts';
import type { LightboxKit } from './kit.ts';
import { toLabels } from './labels.ts';
import { fromElement, fromSettings, type Checked } from './requests.ts';
import { installStyles } from './style.ts';
import type { LightboxRequest } from './types.ts';
import { makeVideoView } from './video-view.ts';

export type ViewerOptions = {
  kit: LightboxKit;
  i18n: Record<string, string>;
  /** One warning per key, worded by the caller (`[wisp] lightbox: …` or `[wisp] action-links: …`). */
  warn(key: string, message: string): void;
  /** Focus returns here on close; events are dispatched on it (or on the document). */
  opener: Element | null;
  /** Aborting closes the lightbox (wisp destroyed). */
  signal?: AbortSignal;
};

let current: Dialog | null = null;

function dispatch(target: EventTarget, name: string, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(`wisp:${name}`, { bubbles: true, cancelable, detail }));
}

function render(dialog: Dialog, request: LightboxRequest, options: ViewerOptions, labels: ReturnType<typeof toLabels>): void {
  if (request.type === 'images') return void mountGallery(dialog, request, options.kit, labels);
  dialog.message.append(makeVideoView(request.source, request));
  dialog.message.querySelector<HTMLElement>('iframe, video')?.focus();
}

/** Opens the request, replacing any open lightbox; false when it was refused or a listener cancelled it. */
export function show(checked: Checked, options: ViewerOptions): boolean {
  if (!('request' in checked)) {
    options.warn(checked.key, checked.message);
    return false;
  }
  const { request, dropped } = checked;
  if (dropped > 0) options.warn('unsafe-slides', `left ${dropped} slide(s) out of the lightbox: their URLs are not http(s)`);
  const target = options.opener?.isConnected ? options.opener : document;
  const detail = { id: request.id, type: request.type };
  if (!dispatch(target, 'before-lightbox-open', detail, true)) return false;
  current?.close();
  installStyles();
  const labels = toLabels(options.i18n);
  const dialog = openDialog({
    id: request.id, label: labels.dialog, closeLabel: labels.close, opener: options.opener,
    onClose: () => {
      if (current === dialog) current = null;
      dispatch(options.opener?.isConnected ? options.opener : document, 'lightbox-close', detail);
    },
  });
  current = dialog;
  options.signal?.addEventListener('abort', dialog.close, { signal: dialog.signal });
  render(dialog, request, options, labels);
  dispatch(target, 'lightbox-open', detail);
  return true;
}

export const openElement = (element: HTMLElement, options: ViewerOptions): boolean => show(fromElement(element), options);

export const openSettings = (settings: Record<string, unknown>, source: Element | null, options: ViewerOptions): boolean =>
  show(fromSettings(settings, source), options);
