// One passive scroll and resize listener and one animation frame for every layout-driven effect: all reads, then all writes.

/** A layout-driven effect: `read` measures (no writes), `write` applies what was measured (no reads). */
export type FrameTask = { read(): void; write(): void };

const tasks = new Set<FrameTask>();
let frame = 0;
let listening: AbortController | null = null;

function runEach(list: FrameTask[], phase: 'read' | 'write'): void {
  for (const task of list) {
    try {
      task[phase]();
    } catch (error) {
      // One broken effect must not freeze the others' scrolling.
      console.error('[wisp] frame: an effect failed', error);
    }
  }
}

function run(): void {
  frame = 0;
  const list = [...tasks];
  // Every read before any write: the browser lays the page out once per frame, never once per element.
  runEach(list, 'read');
  runEach(list, 'write');
}

/** Asks for one frame; calls within the same frame share it. */
export function requestFrame(): void {
  if (frame === 0 && tasks.size > 0) frame = requestAnimationFrame(run);
}

function listen(): void {
  listening = new AbortController();
  const options = { passive: true, signal: listening.signal };
  addEventListener('scroll', requestFrame, options);
  addEventListener('resize', requestFrame, options);
}

function stopWhenEmpty(): void {
  if (tasks.size > 0) return;
  listening?.abort();
  listening = null;
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
}

/** Runs `task` on every frame that follows a scroll, a resize or `requestFrame()`, until `signal` aborts. */
export function addFrameTask(task: FrameTask, signal: AbortSignal): void {
  if (signal.aborted) return;
  tasks.add(task);
  if (!listening) listen();
  requestFrame();
  signal.addEventListener('abort', () => {
    tasks.delete(task);
    stopWhenEmpty();
  }, { once: true });
}
