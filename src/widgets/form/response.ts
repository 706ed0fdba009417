// What the form endpoint answered, read from untrusted JSON: WordPress's `{success, data}` shape, or a failure.
import { isYes } from '../../shared/fields.ts';
import { isRecord } from '../../shared/guards.ts';

export type PopupAction = { action: 'open' | 'close'; id: string; doNotShowAgain: boolean };

/** `data` as the original hands it to `submit_success` listeners, kept as the server sent it. */
export type FormSuccess = {
  kind: 'success';
  message: string;
  /** `data.data`: a redirect URL, a popup action, anything actions added. */
  redirectUrl: string | null;
  popup: PopupAction | null;
  raw: Record<string, unknown>;
};
export type FormRejection = { kind: 'rejected'; message: string; errors: Array<[field: string, message: string]>; raw: Record<string, unknown> };
/** Not the endpoint's answer at all: a network error, an error status, or a body that is not its JSON. */
export type FormFailure = { kind: 'failed'; reason: 'network' | 'http' | 'not-json' | 'bad-shape'; status: number };
export type FormAnswer = FormSuccess | FormRejection | FormFailure;

/** 1,000: far above any real form; a hostile answer cannot make us write thousands of messages. */
const MAX_ERRORS = 1000;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** PHP prints an empty array for "no data": both read as an empty object. */
const toData = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

function toPopup(value: unknown): PopupAction | null {
  if (!isRecord(value)) return null;
  const action = value['action'];
  if (action !== 'open' && action !== 'close') return null;
  const id = textOf(value['id']);
  const doNotShowAgain = isYes(value['do_not_show_again']);
  return { action, id, doNotShowAgain };
}

function toErrors(value: unknown): FormRejection['errors'] {
  if (!isRecord(value)) return [];
  return Object.entries(value).slice(0, MAX_ERRORS).flatMap(([field, message]) => {
    const text = textOf(message);
    return text ? [[field, text] as [string, string]] : [];
  });
}

/** Reads a parsed JSON body; anything that is not `{success: boolean, data: object}` is a `bad-shape` failure. */
export function toFormAnswer(json: unknown, status: number): FormAnswer {
  if (!isRecord(json) || typeof json['success'] !== 'boolean') return { kind: 'failed', reason: 'bad-shape', status };
  const data = toData(json['data']);
  if (!json['success']) return { kind: 'rejected', message: textOf(data['message']), errors: toErrors(data['errors']), raw: data };
  const extra = toData(data['data']);
  const redirect = extra['redirect_url'];
  return {
    kind: 'success',
    message: textOf(data['message']),
    redirectUrl: typeof redirect === 'string' && redirect !== '' ? redirect : null,
    popup: toPopup(extra['popup']),
    raw: data,
  };
}

/** Reads a whole response: statuses outside 2xx and bodies that are not JSON fail, as they did for the original's `dataType: json`. */
export function toFormAnswerFromBody(status: number, body: string): FormAnswer {
  if (status < 200 || status > 299) return { kind: 'failed', reason: 'http', status };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'failed', reason: 'not-json', status };
  }
  return toFormAnswer(json, status);
}

/** Only http(s) redirects are followed; a `javascript:` or `data:` URL from the server is refused. */
export function toSafeRedirect(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
