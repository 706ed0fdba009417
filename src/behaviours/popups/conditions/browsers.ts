// `browsers`: `all`, or only the listed browsers (`ie`, `chrome`, `edge`, `firefox`, `safari`).
import { toText } from '../../../shared/guards.ts';
import { toBrowser } from './browser-detect.ts';
import type { Condition } from './types.ts';
import { toList } from './types.ts';

/** An empty custom list fails, as in the original. Opera and Samsung Internet are not Chrome here (the original counted Samsung as Chrome). */
export const browsers: Condition = (timing, env) => {
  if (toText(timing['browsers_browsers'], 'all') === 'all') return true;
  const listed = toList(timing['browsers_browsers_options']) ?? [];
  return listed.includes(toBrowser(env.userAgent));
};
