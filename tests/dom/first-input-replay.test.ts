// When a click held for a behaviour that waits for the first input is replayed: as soon as that behaviour has started,
// not a task later. A task later is after the next frame on a phone, so the popup a held tap opens waited a frame more.
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

it('replays a held click in the same turn as the behaviour that takes it starts, before any task queued meanwhile', async () => {
  const { afterFirstInput } = await import('../../src/core/first-input.ts');
  document.body.innerHTML = '<a id="link" href="#elementor-action%3Aaction%3Dpopup">open</a>';
  const link = document.getElementById('link') as HTMLAnchorElement;
  let started!: () => void;
  const replays: Event[] = [];
  afterFirstInput(() => new Promise<void>((done) => (started = done)), { wants: (target) => target === link }, (work) => work());
  // The visitor's click: held (its default prevented, no handler of the page sees it).
  const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  link.addEventListener('click', (event) => replays.push(event));
  await vi.waitFor(() => expect(started).toBeTypeOf('function'));
  started();
  // A task queued as the behaviour starts: the replay must come before it.
  const beforeTask = await new Promise<number>((done) => setTimeout(() => done(replays.length)));
  expect(beforeTask).toBe(1);
  await new Promise((done) => setTimeout(done, 10));
  expect(replays).toHaveLength(1);
});

it('keeps a click held while another behaviour that may take it is still on its way, and replays it once both have started', async () => {
  const { afterFirstInput } = await import('../../src/core/first-input.ts');
  document.body.innerHTML = '<a id="link" href="/photo.jpg">photo</a>';
  const link = document.getElementById('link') as HTMLAnchorElement;
  const starts: Array<() => void> = [];
  const replays: Event[] = [];
  for (let i = 0; i < 2; i++) afterFirstInput(() => new Promise<void>((done) => starts.push(done)), { wants: (target) => target === link }, (work) => work());
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  link.addEventListener('click', (event) => replays.push(event));
  await vi.waitFor(() => expect(starts).toHaveLength(2));
  starts[0]?.();
  await new Promise((done) => setTimeout(done, 10));
  expect(replays).toHaveLength(0);
  starts[1]?.();
  await vi.waitFor(() => expect(replays).toHaveLength(1));
  await new Promise((done) => setTimeout(done, 10));
  expect(replays).toHaveLength(1);
});
