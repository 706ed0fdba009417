// Carries out a share: a centred 640×480 popup for web pages, the mail client, the print dialog or the share sheet.
import { toMailLink, type ShareData, type ShareTarget } from '../../shared/share-urls.ts';

/** 640×480: the popup size the original opens. */
const POPUP_WIDTH = 640;
const POPUP_HEIGHT = 480;

type WindowBox = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

/**
 * Centred on the browser window rather than on the screen: with two monitors, screen-centred coordinates put the
 * popup on the primary monitor even when the visitor is reading on the other one.
 */
export function toPopupFeatures(box: WindowBox): string {
  const left = Math.round(box.screenX + (box.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(box.screenY + (box.outerHeight - POPUP_HEIGHT) / 2);
  return `toolbar=0,status=0,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},top=${top},left=${left},noopener`;
}

/** Opens the target; the share sheet falls back to the mail client where the browser has none. */
export function openShare(target: ShareTarget, data: ShareData): void {
  if (target.kind === 'print') return window.print();
  if (target.kind === 'mail') return void window.open(target.href, '_self');
  if (target.kind === 'window') return void window.open(target.href, '', toPopupFeatures(window));
  if (typeof navigator.share === 'function') {
    // A visitor closing the sheet rejects the promise: that is a choice, not an error.
    return void navigator.share({ url: data.url, ...(data.title ? { title: data.title } : {}) }).catch(() => {});
  }
  window.open(toMailLink(data), '_self');
}
