// Loads one shape divider SVG and cleans it; a failed or foreign response is null, never thrown.
import { toSafeSvg } from '../../shared/safe-svg.ts';

export async function safeFetch(url: string, signal: AbortSignal): Promise<SVGSVGElement | null> {
  try {
    // Cookies go to the site's own assets only, never to another origin the config might name.
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) return null;
    const svg = toSafeSvg(await response.text());
    return signal.aborted ? null : svg;
  } catch {
    return null;
  }
}
