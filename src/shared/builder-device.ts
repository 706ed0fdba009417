// The device as the page builder's own frontend reads it, for what it switches on and off by device lists (sticky,
// motion effects, add-ons asking `getCurrentDeviceMode()`).
import type { Device } from './breakpoints.ts';
import { isDevice } from './device-list.ts';

type Probe = HTMLElement & { wispDevice?: Device | undefined };

/** The span the original adds to the body, hidden but for the device name its `::after` is given. */
function toProbe(): HTMLSpanElement {
  const span = document.createElement('span');
  span.id = 'elementor-device-mode';
  span.className = 'elementor-screen-only';
  return span;
}

/**
 * The content the page's stylesheet gives `#elementor-device-mode::after` (the span the original adds to the body,
 * added here when missing), or, where the page has no such rule, `fallback()` (the config's breakpoints). The two
 * differ where the builder's CSS marks a disabled breakpoint `min-width:-1px` (3.x releases before the unitless
 * `-1`): current Chromium matches that query, so the original reads `widescreen` at every desktop width. Kept on the
 * span until the next resize (a pseudo-element's style costs a style pass); no state here, as this small helper is
 * copied into each chunk that uses it, and the copies share the span.
 */
export function builderDevice(fallback: () => Device): Device {
  const body = document.body;
  // No body yet (an add-on asking from the head): the config's answer, not kept.
  if (!body) return fallback();
  const probe: Probe = document.getElementById('elementor-device-mode') ?? body.appendChild(toProbe());
  if (probe.wispDevice) return probe.wispDevice;
  const named = getComputedStyle(probe, '::after').content.replace(/"/g, '');
  // Capturing, so it is cleared before the effects' own resize listeners ask again.
  addEventListener('resize', () => (probe.wispDevice = undefined), { once: true, capture: true });
  return (probe.wispDevice = isDevice(named) ? named : fallback());
}
