// The little of the config the loader needs before anything loads: whether to run at all. Problems with the config
// are told by the full parse (shared/config.ts) in the first lazily loaded chunk.

/** The script the page builder prints the config in; optimisers may delay it, leaving the global undefined. */
const CONFIG_SCRIPT = 'elementor-frontend-js-before';

/** True when `elementorFrontendConfig` (or the JSON of its delayed script) says the page is a static render. */
export function isStaticRender(): boolean {
  const raw: unknown = (window as unknown as Record<string, unknown>)['elementorFrontendConfig'];
  if (raw === undefined) return /"is_static"\s*:\s*true/.test(document.getElementById(CONFIG_SCRIPT)?.textContent ?? '');
  return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)['is_static'] === true;
}
