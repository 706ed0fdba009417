// `url`: the referrer decides: `show` when it contains the text, `hide` when it does not, `regex` when the pattern matches.
import { toText } from '../../../shared/guards.ts';
import { testSafely, toSafePattern } from './safe-pattern.ts';
import type { Condition } from './types.ts';

export const url: Condition = (timing, env) => {
  const text = toText(timing['url_url']);
  const action = toText(timing['url_action'], 'show');
  if (action === 'regex') {
    const pattern = toSafePattern(text);
    if (typeof pattern !== 'string') return testSafely(pattern, env.referrer);
    env.warn(`${env.id}:url_url`, `popup ${env.id}: the url pattern ${pattern}; the url condition fails`);
    return false;
  }
  const contains = env.referrer.includes(text);
  return action === 'hide' ? !contains : contains;
};
