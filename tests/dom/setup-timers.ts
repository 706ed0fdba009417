// The timers wisp's code sets through the global setTimeout are Node's in this environment, not the window's: one still
// pending when a test file ends (first-input's 400 ms wait for a gesture's click, after a pointer event with none) fired
// once happy-dom had taken its globals away, and threw there (`removeEventListener is not defined`). Those still pending
// when a file ends are cleared, as a browser drops a closed tab's timers.
import { afterAll } from 'vitest';

const pending = new Set<ReturnType<typeof setTimeout>>();
const nodeSetTimeout = globalThis.setTimeout;

globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const id = nodeSetTimeout((...passed: unknown[]) => {
    pending.delete(id);
    handler(...passed);
  }, ms, ...args);
  pending.add(id);
  return id;
}) as typeof setTimeout;

afterAll(() => {
  for (const id of pending) clearTimeout(id);
  pending.clear();
});
