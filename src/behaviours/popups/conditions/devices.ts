// `devices`: shown only on the listed device modes; without a list (the default), on every device.
import type { Condition } from './types.ts';
import { toList } from './types.ts';

export const devices: Condition = (timing, env) => {
  const list = toList(timing['devices_devices']);
  return list === null || list.includes(env.device);
};
