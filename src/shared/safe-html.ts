// Server HTML is untrusted: parsed inert in a <template>, with scripts, inline handlers and script URLs removed.
import { toTrustedHtml } from './trusted-types.ts';

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme, so `java\tscript:` would still run.
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
}

function cleanElement(element: Element): void {
  for (const { name, value } of [...element.attributes]) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on') || lower === 'srcdoc' || (URL_ATTRIBUTES.has(lower) && isScriptUrl(value))) element.removeAttribute(name);
  }
}

function cleanFragment(fragment: DocumentFragment): void {
  // A `<base>` or a refresh `<meta>` takes effect wherever it is inserted: it would retarget or leave the page.
  for (const script of fragment.querySelectorAll('script, base, meta[http-equiv]')) script.remove();
  for (const element of fragment.querySelectorAll('*')) cleanElement(element);
  // A nested template keeps its content in a fragment of its own, out of reach of the queries above.
  for (const template of fragment.querySelectorAll('template')) cleanFragment(template.content);
}

/**
 * The HTML as a fragment that is safe to insert: inside a template nothing runs or loads while we clean it. Inline
 * scripts in the response therefore never run (the original's jQuery insertion would have run them).
 */
export function toSafeFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = toTrustedHtml(html);
  cleanFragment(template.content);
  return template.content;
}
