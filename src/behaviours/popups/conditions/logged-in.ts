// `logged_in` ("hide for logged-in users"): guests pass; `all` hides from every logged-in user, `custom` from listed roles.
import { toText } from '../../../shared/guards.ts';
import type { Condition } from './types.ts';
import { toList } from './types.ts';

/** A logged-in visitor is one the page printed roles for: WordPress prints the user only when logged in. */
export const loggedIn: Condition = (timing, env) => {
  if (env.roles.length === 0) return true;
  if (toText(timing['logged_in_users'], 'all') === 'all') return false;
  const hidden = toList(timing['logged_in_roles']) ?? [];
  return !env.roles.some((role) => hidden.includes(role));
};
