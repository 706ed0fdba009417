// Device lists in element settings (`sticky_on`, `motion_fx_devices`): which devices an effect runs on.
import { DEVICES, type Device } from './breakpoints.ts';

/** A device name the page builder knows. */
export function isDevice(name: unknown): name is Device {
  return typeof name === 'string' && (DEVICES as readonly string[]).includes(name);
}

/** The devices `value` names, unknown names dropped; null when it is not a list at all (the caller picks the default). */
export function toDeviceList(value: unknown): Device[] | null {
  return Array.isArray(value) ? value.filter(isDevice) : null;
}
