// The submenu indicator (`span.sub-arrow`) built from the icon setting, never from untrusted HTML as such.
import { toSafeSvg } from '../../shared/safe-svg.ts';

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
    // Markup other than an SVG is rare (icons are an SVG or a class string): the sanitiser, 2.5 KB gzip, loads only then.
    void import('../../shared/safe-html.ts').then(({ toSafeFragment }) => arrow.append(toSafeFragment(value)), () => undefined);
  } else {
    // A class string (`fas fa-caret-down`): the original wraps it in an `<i>` hidden from assistive technology.
    const glyph = document.createElement('i');
    glyph.className = value;
    glyph.setAttribute('aria-hidden', 'true');
    arrow.append(glyph);
  }
  return arrow;
}
