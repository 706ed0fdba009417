// The pointer's last position in the viewport: one passive `mousemove` listener however many elements follow it.
import { requestFrame } from '../../shared/frame-loop.ts';

/** `seen` stays false until the pointer first moves: mouse effects wait for it, as in the original. */
export const pointer = { x: 0, y: 0, seen: false };

let users = 0;
let listening: AbortController | null = null;

function onMove(event: MouseEvent): void {
  pointer.x = event.clientX;
  pointer.y = event.clientY;
  pointer.seen = true;
  requestFrame();
}

/** Keeps `pointer` current until `signal` aborts (the listener goes when its last user does). */
export function watchPointer(signal: AbortSignal): void {
  users += 1;
  if (!listening) {
    listening = new AbortController();
    addEventListener('mousemove', onMove, { passive: true, signal: listening.signal });
  }
  signal.addEventListener('abort', () => {
    users -= 1;
    if (users > 0) return;
    listening?.abort();
    listening = null;
  }, { once: true });
}
