// The grid's side of a loop's shared selection: imported by the taxonomy filter's chunk, so signals reach a loop page
// with the filter (on the first touch), never with the grid itself.
import { effect, type ReadonlySignal } from '@preact/signals';
import { gridReactionOf } from './loop-grids.ts';

/**
 * Runs the grid's reaction each time `shown` (what the loop's markup shows) takes a new value, for as long as the page
 * lives: the grid is looked up at that moment, so a grid that mounts after the filter still follows.
 */
export function followShown(findRoot: () => Element | null, shown: ReadonlySignal<unknown>): void {
  let first = true;
  effect(() => {
    void shown.value;
    if (first) return void (first = false);
    const root = findRoot();
    if (root) gridReactionOf(root)?.();
  });
}
