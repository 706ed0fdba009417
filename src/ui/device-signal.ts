// The device mode as a signal that components follow; one signal per page, created on first use.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Breakpoint, Device } from '../shared/breakpoints.ts';
import { currentDevice, watchDevice } from '../shared/device.ts';

let shared: ReadonlySignal<Device> | null = null;

export function deviceSignal(breakpoints: readonly Breakpoint[]): ReadonlySignal<Device> {
  if (shared) return shared;
  const device = signal(currentDevice(breakpoints));
  watchDevice(breakpoints, (next) => (device.value = next));
  shared = device;
  return device;
}
