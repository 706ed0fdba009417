// `sources`: where the visitor came from: this site (internal), a search engine, or anywhere else (external).
import type { Condition } from './types.ts';
import { toList } from './types.ts';

/** The original's list: a referrer host starting with one of these is a search engine. */
export const SEARCH_ENGINES = ['google.', 'yahoo.', 'bing.', 'yandex.', 'baidu.'] as const;
const ALL = ['internal', 'external', 'search'];

const stripWww = (host: string) => host.replace(/^www\./, '');

export const sources: Condition = (timing, env) => {
  const chosen = toList(timing['sources_sources']) ?? ALL;
  if (ALL.every((source) => chosen.includes(source))) return true;
  const referrer = stripWww(env.referrer.replace(/^https?:\/\//, ''));
  if (referrer.startsWith(stripWww(env.host))) return chosen.includes('internal');
  // As in the original, a direct visit (no referrer) counts as external.
  if (chosen.includes('external')) return true;
  return chosen.includes('search') && SEARCH_ENGINES.some((engine) => referrer.startsWith(engine));
};
