// The one Trusted Types policy (`wisp`), created on first use, for the few sinks wisp feeds: inert parsing and script URLs.

type Policy = { createHTML(text: string): unknown; createScriptURL(text: string): unknown };
type Factory = { createPolicy(name: string, rules: { createHTML(text: string): string; createScriptURL(text: string): string }): Policy };

/** The name a site's `trusted-types` CSP directive must allow. */
const POLICY_NAME = 'wisp';

let policy: Policy | null | undefined;

/**
 * Lazily, so a page without Trusted Types (or one that never parses HTML) creates nothing. A refused name (the site's
 * `trusted-types` list lacks `wisp`) leaves plain strings, which the browser then blocks and reports itself.
 */
function toPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  try {
    // Identity rules: every caller either parses inert (template, DOMParser) and cleans afterwards, or passes a URL it built.
    policy = factory ? factory.createPolicy(POLICY_NAME, { createHTML: (text) => text, createScriptURL: (text) => text }) : null;
  } catch {
    policy = null;
  }
  return policy;
}

/**
 * HTML for an inert parser only (`template.innerHTML`, `DOMParser`, Prism's escaped output). Typed as a string because
 * the DOM typings know no TrustedHTML; the browser accepts either.
 */
export function toTrustedHtml(html: string): string {
  return (toPolicy()?.createHTML(html) ?? html) as string;
}

/** A script URL wisp built itself (a provider's API, the site's own lottie copy). */
export function toTrustedScriptUrl(url: string): string {
  return (toPolicy()?.createScriptURL(url) ?? url) as string;
}
