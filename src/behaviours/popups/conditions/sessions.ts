// `sessions`: shown once the visitor has started `sessions_sessions` more browser sessions since this popup was first checked.
import type { Condition } from './types.ts';
import { toCount } from './types.ts';
import { hasGrownBy } from './visit-baseline.ts';

export const sessions: Condition = (timing, env) =>
  hasGrownBy('sessions', `popup_${env.id}_sessions_initialSessions`, toCount(timing['sessions_sessions'], 2), env.now);
