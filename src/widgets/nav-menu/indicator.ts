// The submenu indicator (`span.sub-arrow`) built from the icon setting, never from untrusted HTML as such.
import { toSafeSvg } from '../../shared/safe-svg.ts';

/**
 * One indicator per icon setting, cloned for each parent link: an SVG icon is parsed and cleaned once, not once per
 * submenu (on a phone at 4x, a menu of eight submenus spent 7 ms parsing the same few hundred bytes).
 */
const templates = new Map<string, HTMLSpanElement>();

function emptyArrow(): HTMLSpanElement {
  const arrow = document.createElement('span');
  arrow.className = 'sub-arrow';
  return arrow;
}

function toTemplate(value: string): HTMLSpanElement {
  const arrow = emptyArrow();
  if (value.startsWith('<svg')) {
    const svg = toSafeSvg(value);
    if (svg) arrow.append(svg);
  } else {
    // A class string (`fas fa-caret-down`): the original wraps it in an `<i>` hidden from assistive technology.
    const glyph = document.createElement('i');
    glyph.className = value;
    glyph.setAttribute('aria-hidden', 'true');
    arrow.append(glyph);
  }
  return arrow;
}

/** A fresh indicator for one parent link; null when the icon setting is empty (the original adds none then). */
export function toIndicator(icon: string): HTMLSpanElement | null {
  const value = icon.trim();
  if (value === '') return null;
  if (value.startsWith('<') && !value.startsWith('<svg')) {
    // Markup other than an SVG is rare (icons are an SVG or a class string): the sanitiser, 2.5 KB gzip, loads only then.
    const arrow = emptyArrow();
    void import('../../shared/safe-html.ts').then(({ toSafeFragment }) => arrow.append(toSafeFragment(value)), () => undefined);
    return arrow;
  }
  let template = templates.get(value);
  if (!template) templates.set(value, (template = toTemplate(value)));
  return template.cloneNode(true) as HTMLSpanElement;
}
