// The little of the config the loader needs before anything loads: whether to run at all, and what is wrong.
import { readConfigGlobal } from '../shared/config-global.ts';

export type BootConfig = { isStatic: boolean; problem: { key: string; message: string } | null };

/** Reads `elementorFrontendConfig` just enough to boot; the full parse happens in the first lazily loaded chunk. */
export function readBootConfig(): BootConfig {
  const raw = readConfigGlobal('elementorFrontendConfig', 'elementor-frontend-js-before');
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const problem = raw === undefined
    ? { key: 'config-missing', message: 'elementorFrontendConfig is missing; using defaults' }
    : isObject ? null : { key: 'config-malformed', message: 'elementorFrontendConfig is not an object; using defaults' };
  return { isStatic: isObject && (raw as Record<string, unknown>)['is_static'] === true, problem };
}
