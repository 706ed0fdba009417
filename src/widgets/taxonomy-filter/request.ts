// The refresh-loop call: the JSON body the route reads, and a fetch that tells success, failure and abort apart.
import type { PageConfig } from '../../shared/config.ts';
import { isRecord, toRecord, toText } from '../../shared/guards.ts';
import { withTimeout } from '../../shared/request-timeout.ts';
import type { Consolidated } from './filter-state.ts';

export type RefreshBody = {
  post_id: string | number;
  widget_filters: Consolidated;
  widget_id: string;
  pagination_base_url: string;
  /** Edit mode only. */
  widget_model?: Record<string, unknown>;
  is_edit_mode?: true;
};
export type RefreshCall = { url: string; headers: Record<string, string>; body: RefreshBody };
export type RefreshAnswer = { ok: true; html: string } | { ok: false; aborted: boolean };

/** What the call needs from the page: the post, and in the editor the widget model and nonce. */
export type CallPage = { rest: string; postId: string | number; edit: { model: Record<string, unknown>; nonce: string } | null };
export type CallInput = CallPage & { loopId: string; filters: Consolidated; paginationBaseUrl: string };

/** The document the loop was saved in: its nearest `[data-elementor-id]`, else the page's own post. */
function readPostId(loopRoot: Element, config: PageConfig): string | number {
  return loopRoot.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') || config.post.id;
}

/** The editor's loop-filter nonce when it is there, else Pro's general one. */
function readEditNonce(config: PageConfig): string {
  const pro = toRecord((window as unknown as Record<string, unknown>)['elementorPro']);
  return toText(toRecord(toRecord(pro['config'])['loopFilter'])['nonce'], config.pro?.nonce ?? '');
}

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

/** In the editor the route renders from the widget's model; outside it we only have what the page printed. */
function toWidgetModel(loopRoot: HTMLElement, loopId: string): Record<string, unknown> {
  const widgetType = (loopRoot.getAttribute('data-widget_type') ?? '').split('.')[0] ?? '';
  return { id: loopId, elType: 'widget', widgetType, settings: toRecord(parseJson(loopRoot.getAttribute('data-settings'))) };
}

export function readCallPage(loopRoot: HTMLElement, loopId: string, config: PageConfig): CallPage {
  const edit = config.edit ? { model: toWidgetModel(loopRoot, loopId), nonce: readEditNonce(config) } : null;
  return { rest: config.urls.rest, postId: readPostId(loopRoot, config), edit };
}

/** The request the original sends: JSON body, and in edit mode the widget model, the flag and the nonce header. */
export function toRefreshCall({ rest, postId, edit, loopId, filters, paginationBaseUrl }: CallInput): RefreshCall {
  const body: RefreshBody = { post_id: postId, widget_filters: filters, widget_id: loopId, pagination_base_url: paginationBaseUrl };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (edit) {
    body.widget_model = edit.model;
    body.is_edit_mode = true;
    headers['X-WP-Nonce'] = edit.nonce;
  }
  return { url: `${rest}elementor-pro/v1/refresh-loop`, headers, body };
}

/** Success is an OK status below 400 with JSON whose `data` is a string (empty allowed); anything else fails. */
export async function sendRefresh(call: RefreshCall, signal: AbortSignal): Promise<RefreshAnswer> {
  try {
    return await withTimeout(signal, async (limited): Promise<RefreshAnswer> => {
      const response = await fetch(call.url, {
        method: 'POST', headers: call.headers, body: JSON.stringify(call.body), credentials: 'same-origin', signal: limited,
      });
      if (!response.ok || response.status >= 400) return { ok: false, aborted: false };
      const json: unknown = await response.json();
      const data = isRecord(json) ? json['data'] : undefined;
      return typeof data === 'string' ? { ok: true, html: data } : { ok: false, aborted: false };
    });
  } catch {
    return { ok: false, aborted: signal.aborted };
  }
}
