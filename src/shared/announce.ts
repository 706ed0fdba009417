// Announcements for news that has no element of its own to carry it (a failed refresh), in the page's live region.
import type { showNews } from '../ui/live-region.tsx';

let loading: Promise<typeof showNews> | null = null;

/**
 * Tells screen-reader users `message` without moving focus; the same message twice is announced twice. The region is a
 * component, imported on the first announcement (with the UI chunk), so a module that may announce costs nothing more
 * before it does; a failed import is tried once more, then the news is dropped with one error.
 */
export function announce(message: string): void {
  loading ??= import('../ui/live-region.tsx').catch(() => import('../ui/live-region.tsx')).then((chunk) => chunk.showNews);
  loading.then((show) => show(message), (error: unknown) => {
    console.error('[wisp] could not load the live region; an announcement was not read out', error);
  });
}
