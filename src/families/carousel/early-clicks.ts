// Taps on a carousel's arrows between its mount and Swiper's start a task later: kept, then applied once it has started.
import type { Swiper } from './swiper.ts';
import type { CarouselParts } from './parts.ts';

type Move = 'next' | 'prev';

/**
 * Listens on the arrows until `apply` is called. A tap held while the chunk loaded is replayed right after mount, which
 * is before Swiper has its own arrow listeners: without this, that first tap would be lost.
 */
export function keepEarlyArrowClicks(parts: CarouselParts, signal: AbortSignal): { apply(swiper: Swiper): void } {
  const moves: Move[] = [];
  const listening = new AbortController();
  signal.addEventListener('abort', () => listening.abort());
  for (const [arrow, move] of [[parts.next, 'next'], [parts.prev, 'prev']] as const) {
    arrow?.addEventListener('click', () => moves.push(move), { signal: listening.signal });
  }
  return {
    apply: (swiper) => {
      listening.abort();
      // Swiper ignores a move while the previous one animates; the first tap is the one a visitor waits to see.
      const move = moves[0];
      if (move === 'next') swiper.slideNext();
      if (move === 'prev') swiper.slidePrev();
    },
  };
}
