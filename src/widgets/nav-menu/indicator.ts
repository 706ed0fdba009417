// The submenu indicator (`span.sub-arrow`) built from the icon setting, never from untrusted HTML as such.
import { toSafeSvg } from '../../shared/safe-svg.ts';
import { toSafeFragment } from '../../shared/safe-html.ts';

/** A fresh indicator for one parent link; null when the icon setting is empty (the original adds none then). */
export function toIndicator(icon: string): HTMLSpanElement | null {
  const value = icon.trim();
  if (value === '') return null;
  const arrow = document.createElement('span');
  arrow.className = 'sub-arrow';
  if (value.startsWith('<svg')) {
    const svg = toSafeSvg(value);
    if (svg) arrow.append(svg);
  } else if (value.startsWith('<')) {
    arrow.append(toSafeFragment(value));
  } else {
    // A class string (`fas fa-caret-down`): the original wraps it in an `<i>` hidden from assistive technology.
    const glyph = document.createElement('i');
    glyph.className = value;
    glyph.setAttribute('aria-hidden', 'true');
    arrow.append(glyph);
  }
  return arrow;
}
