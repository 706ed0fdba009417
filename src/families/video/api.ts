// Loads a video provider's player API once per page and resolves when it is ready (polled every 350 ms, as the original).
import { addScript } from '../../shared/script-tag.ts';

export type YouTubeEvent = { target: YouTubePlayer; data: number };
export type YouTubePlayer = {
  playVideo(): void; mute(): void; seekTo(seconds: number): void; stopVideo(): void; destroy(): void;
  getIframe(): HTMLIFrameElement;
};
export type YouTubeApi = {
  loaded?: number;
  Player: new (element: HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; UNSTARTED: number };
};
export type VimeoPlayer = {
  on(event: string, handler: (data: Record<string, unknown>) => void): void;
  ready(): Promise<void>; pause(): Promise<unknown>; setCurrentTime(seconds: number): Promise<unknown>;
  getVideoWidth(): Promise<number>; getVideoHeight(): Promise<number>; destroy(): Promise<void>;
};
export type VimeoApi = { Player: new (element: HTMLElement, options: Record<string, unknown>) => VimeoPlayer };

/** The original's readiness poll. */
export const API_POLL_MS = 350;

const SOURCES = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
} as const;

type Scope = { YT?: Partial<YouTubeApi>; Vimeo?: Partial<VimeoApi> };
const scope = window as unknown as Scope;
const pending = new Map<keyof typeof SOURCES, Promise<unknown>>();

/** The poll gives up after this long (the API script blocked or never answering): the players stay as printed. */
export const API_WAIT_MS = 60_000;

/** The provider's API object, never a page element the browser exposes under the same name (`<form id="YT">`). */
const isApiObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !(value instanceof Node);

const readyApi = (provider: keyof typeof SOURCES): unknown => {
  if (provider === 'youtube') return isApiObject(scope.YT) && scope.YT.loaded && typeof scope.YT.Player === 'function' ? scope.YT : null;
  return isApiObject(scope.Vimeo) && typeof scope.Vimeo.Player === 'function' ? scope.Vimeo : null;
};

/** Inserted before the first script, as the original does; one script per provider however many players ask. */
function insertScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  addScript(src, true);
}

function load(provider: keyof typeof SOURCES): Promise<unknown> {
  const known = pending.get(provider);
  if (known) return known;
  const promise = new Promise<unknown>((resolve) => {
    const check = () => {
      const api = readyApi(provider);
      if (!api) return false;
      resolve(api);
      return true;
    };
    if (check()) return;
    insertScript(SOURCES[provider]);
    const started = Date.now();
    const timer = setInterval(() => { if (check() || Date.now() - started > API_WAIT_MS) clearInterval(timer); }, API_POLL_MS);
  });
  pending.set(provider, promise);
  return promise;
}

export const loadYouTube = () => load('youtube') as Promise<YouTubeApi>;
export const loadVimeo = () => load('vimeo') as Promise<VimeoApi>;
