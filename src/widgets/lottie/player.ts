// The lottie-web player, used through a small interface and loaded lazily: the site's own copy, never a bundled one.
import { isRecord, toText } from '../../shared/guards.ts';
import { addScript, whenLoaded } from '../../shared/script-tag.ts';

/** The part of lottie-web's animation item that wisp uses. */
export type LottieAnimation = {
  totalFrames: number;
  loop: boolean | number;
  play(): void;
  pause(): void;
  stop(): void;
  setSpeed(speed: number): void;
  setDirection(direction: 1 | -1): void;
  goToAndStop(value: number, isFrame: boolean): void;
  playSegments(segment: [number, number], force: boolean): void;
  addEventListener(name: 'DOMLoaded' | 'complete' | 'loopComplete', listener: () => void): void;
  destroy(): void;
};

export type LottiePlayer = {
  loadAnimation(params: { container: Element; renderer: 'svg' | 'canvas'; loop: boolean | number; autoplay: boolean; path: string }): LottieAnimation;
};

const isPlayer = (value: unknown): value is LottiePlayer => (isRecord(value) || typeof value === 'function') && typeof (value as Record<string, unknown>)['loadAnimation'] === 'function';

function globalPlayer(): LottiePlayer | null {
  const scope = window as unknown as Record<string, unknown>;
  const found = scope['lottie'] ?? scope['bodymovin'];
  return isPlayer(found) ? found : null;
}

/** Pro's copy of the player (`lib/lottie/lottie.min.js` under its assets URL), when that URL is http(s). */
function toPlayerUrl(proConfig: unknown): string | null {
  const urls = isRecord(proConfig) && isRecord(proConfig['urls']) ? proConfig['urls'] : {};
  const assets = toText(urls['assets']);
  if (!assets) return null;
  try {
    const url = new URL('lib/lottie/lottie.min.js', new URL(assets, location.href));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function loadScript(src: string, existing: HTMLScriptElement | null): Promise<void> {
  return whenLoaded(existing ?? addScript(src));
}

let pending: Promise<LottiePlayer> | null = null;

/** The page's player: already there, being loaded by the site's `lottie-js` script, or loaded now from Pro's assets. */
export function loadPlayer(): Promise<LottiePlayer> {
  const ready = globalPlayer();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  const scope = window as unknown as Record<string, unknown>;
  const existing = document.querySelector<HTMLScriptElement>('script#lottie-js');
  const src = existing?.src ?? toPlayerUrl(scope['ElementorProFrontendConfig']);
  if (!src) return Promise.reject(new Error('no lottie player on the page and no Pro assets URL to load it from'));
  pending = loadScript(src, existing).then(() => globalPlayer() ?? Promise.reject(new Error('the lottie script defined no player')));
  pending.catch(() => (pending = null));
  return pending;
}

/** The animation JSON URL: the widget's when http(s), else Pro's default animation; null when neither is usable. */
export function toAnimationUrl(source: string): { url: string; isDefault: boolean } | null {
  const scope = window as unknown as Record<string, unknown>;
  const pro = scope['ElementorProFrontendConfig'];
  const fallback = isRecord(pro) && isRecord(pro['lottie']) ? toText(pro['lottie']['defaultAnimationUrl']) : '';
  for (const candidate of [source, fallback]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, location.href);
      if (url.protocol === 'http:' || url.protocol === 'https:') return { url: url.href, isDefault: candidate !== source };
    } catch {
      // try the next one
    }
  }
  return null;
}
