// The little of the config the loader needs before anything loads: whether to run at all, and what is wrong.

export type BootConfig = { isStatic: boolean; problem: { key: string; message: string } | null };

/** The script the page builder prints the config in; optimisers may delay it, leaving the global undefined. */
const CONFIG_SCRIPT = 'elementor-frontend-js-before';

/**
 * Reads `elementorFrontendConfig` just enough to boot; the full parse (including the JSON inside a delayed script)
 * happens in the first lazily loaded chunk.
 */
export function readBootConfig(): BootConfig {
  const raw: unknown = (window as unknown as Record<string, unknown>)['elementorFrontendConfig'];
  const delayed = raw === undefined ? (document.getElementById(CONFIG_SCRIPT)?.textContent ?? null) : null;
  if (delayed !== null) return { isStatic: /"is_static"\s*:\s*true/.test(delayed), problem: null };
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const problem = raw === undefined
    ? { key: 'config-missing', message: 'elementorFrontendConfig is missing; using defaults' }
    : isObject ? null : { key: 'config-malformed', message: 'elementorFrontendConfig is not an object; using defaults' };
  return { isStatic: isObject && (raw as Record<string, unknown>)['is_static'] === true, problem };
}
