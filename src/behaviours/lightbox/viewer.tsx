// The lightbox viewer chunk: renders one checked request at a time into its own host, with events around it.
import { render } from 'react-dom';
import { LightboxDialog, type DialogProps } from './dialog.tsx';
import { Gallery } from './gallery.tsx';
import type { LightboxKit } from './kit.ts';
import { toLabels } from './labels.ts';
import { fromElement, fromSettings, type Checked } from './requests.ts';
import { installStyles } from './style.ts';
import { VideoView } from './video-view.tsx';
import { toEntranceClass } from './video-request.ts';
import { pageConfig } from '../../shared/config.ts';
import { currentDevice } from '../../shared/device.ts';

type ViewerOptions = {
  kit: LightboxKit;
  i18n: Record<string, string>;
  /** One warning per key, worded by the caller (`[wisp] lightbox: …` or `[wisp] action-links: …`). */
  warn(key: string, message: string): void;
  /** Focus returns here on close; events are dispatched on it (or on the document). */
  opener: Element | null;
  /** Aborting closes the lightbox (wisp destroyed). */
  signal?: AbortSignal;
};

let closeCurrent: (() => void) | null = null;

function dispatch(target: EventTarget, name: string, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(`wisp:${name}`, { bubbles: true, cancelable, detail }));
}

/** A new empty host at the end of the body: wisp renders only into elements it created. */
function createHost(): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute('data-wisp-lightbox-host', '');
  // The dialog lays itself out against the viewport; the host adds no box of its own.
  host.style.display = 'contents';
  document.body.append(host);
  return host;
}

/** Opens the request, replacing any open lightbox; false when it was refused or a listener cancelled it. */
export function show(checked: Checked, options: ViewerOptions): boolean {
  if (!('request' in checked)) {
    options.warn(checked.key, checked.message);
    return false;
  }
  const { request, dropped } = checked;
  if (dropped > 0) options.warn('unsafe-slides', `left ${dropped} slide(s) out of the lightbox: their URLs are not http(s)`);
  const eventTarget = () => (options.opener?.isConnected ? options.opener : document);
  const detail = { id: request.id, type: request.type };
  if (!dispatch(eventTarget(), 'before-lightbox-open', detail, true)) return false;
  closeCurrent?.();
  installStyles();
  const labels = toLabels(options.i18n);
  const host = createHost();
  const closed = new AbortController();
  const close = () => {
    if (closed.signal.aborted) return;
    closed.abort();
    if (document.fullscreenElement && host.contains(document.fullscreenElement)) void document.exitFullscreen().catch(() => {});
    render(null, host);
    host.remove();
    if (closeCurrent === close) closeCurrent = null;
    dispatch(eventTarget(), 'lightbox-close', detail);
    if (options.opener instanceof HTMLElement && options.opener.isConnected) options.opener.focus();
  };
  closeCurrent = close;
  options.signal?.addEventListener('abort', close, { signal: closed.signal });
  // An id already used on the page would make two elements answer to it.
  const dialog: Omit<DialogProps, 'children'> = { id: document.getElementById(request.id) ? null : request.id, label: labels.dialog, closeLabel: labels.close, close };
  render(
    request.type === 'images'
      ? <Gallery request={request} kit={options.kit} labels={labels} dialog={dialog} />
      : (
        <LightboxDialog {...dialog} initialFocus="video" animation={toEntranceClass(request.animation, currentDevice(pageConfig().breakpoints))}>
          <VideoView source={request.source} ratio={request.ratio} autoplay={request.autoplay} params={request.params} />
        </LightboxDialog>
      ),
    host,
  );
  dispatch(eventTarget(), 'lightbox-open', detail);
  return true;
}

export const openElement = (element: HTMLElement, options: ViewerOptions): boolean => show(fromElement(element), options);

export const openSettings = (settings: Record<string, unknown>, source: Element | null, options: ViewerOptions): boolean =>
  show(fromSettings(settings, source), options);
