// Device lists in element settings (`sticky_on`, `motion_fx_devices`): which devices an effect runs on.
import { DEVICES, type Device } from './breakpoints.ts';

function isDevice(name: unknown): name is Device {
  return typeof name === 'string' && (DEVICES as readonly string[]).includes(name);
}

/** The devices `value` names, unknown names dropped; null when it is not a list at all (the caller picks the default). */
export function toDeviceList(value: unknown): Device[] | null {
  return Array.isArray(value) ? value.filter(isDevice) : null;
}

let builderReading: Device | null = null;

/**
 * The device as the page builder's own frontend reads it, for the effects it switches on and off by device lists: the
 * content the page's stylesheet gives `#elementor-device-mode::after` (the span the original adds to the body), and,
 * where the page has no such rule, the device of the config's breakpoints. The two differ where the builder's CSS
 * marks a disabled breakpoint `min-width:-1px` (3.x releases before the unitless `-1`): current Chromium matches that
 * query, so the original reads `widescreen` at every desktop width and leaves off what is set for desktop only.
 * Read once per viewport size (a pseudo-element's style costs a style pass).
 */
export function builderDevice(fallback: () => Device): Device {
  if (builderReading) return builderReading;
  let probe = document.getElementById('elementor-device-mode');
  if (!probe && document.body) {
    probe = document.createElement('span');
    probe.id = 'elementor-device-mode';
    probe.className = 'elementor-screen-only';
    document.body.append(probe);
  }
  // No body yet (an add-on asking from the head): the config's answer, not kept.
  if (!probe) return fallback();
  const named = getComputedStyle(probe, '::after').content.replace(/"/g, '');
  builderReading = isDevice(named) ? named : fallback();
  // Capturing, so it is cleared before the effects' own resize listeners ask again.
  addEventListener('resize', () => (builderReading = null), { once: true, capture: true, passive: true });
  return builderReading;
}
