// The current device mode from the config's breakpoints and matchMedia, and notice when it changes.
import { toDevice, type Breakpoint, type Device } from './breakpoints.ts';
import { BUILDER } from './names.ts';

function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

export function currentDevice(breakpoints: readonly Breakpoint[]): Device {
  return toDevice(breakpoints, matches);
}

/** Calls `onChange` with the new device whenever a breakpoint is crossed, until `signal` aborts. */
export function watchDevice(breakpoints: readonly Breakpoint[], onChange: (device: Device) => void, signal?: AbortSignal): void {
  if (typeof matchMedia !== 'function') return;
  let last = currentDevice(breakpoints);
  const check = () => {
    const next = currentDevice(breakpoints);
    if (next === last) return;
    last = next;
    onChange(next);
  };
  for (const breakpoint of breakpoints) {
    const query = `(${breakpoint.direction}-width: ${breakpoint.value}px)`;
    matchMedia(query).addEventListener('change', check, signal ? { signal } : undefined);
  }
}

let deviceModeStarted = false;

/**
 * Keeps `body[data-elementor-device-mode]` current, as the original does; themes' CSS reads it. In Safari (WebKit outside
 * Blink) the body also gets the original's `e--ua-*` classes, which the builder's Safari stylesheet selects on; their
 * code is fetched there only (0.2 KB gzip before input on every page otherwise, over the Cyber Essentials budget).
 * Idempotent.
 */
export function startDeviceMode(breakpoints: readonly Breakpoint[]): void {
  if (deviceModeStarted) return;
  deviceModeStarted = true;
  // A string whatever the page did to navigator (a stub without userAgent must not stop mounting).
  const agent = `${navigator.userAgent}`;
  if (agent.includes('AppleWebKit') && !agent.includes('Chrome')) void import('./environment.ts').then((environment) => environment.addUserAgentClasses(), () => undefined);
  const write = (device: Device) => document.body?.setAttribute(BUILDER.deviceMode, device);
  write(currentDevice(breakpoints));
  watchDevice(breakpoints, write);
}
