import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, $$, boot } from './helpers.ts';
import { DebugPanel } from '../../src/ui/debug/panel.tsx';
import type { ReportRow } from '../../src/core/types.ts';

afterEach(() => {
  (window as unknown as { wisp?: { destroy(): void } }).wisp?.destroy();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

function fakeRows(): ReportRow[] {
  document.body.innerHTML = '<div id="host"></div><section id="hero" data-id="a1"></section><div data-id="b2"></div><div data-id="c3"></div>';
  return [
    { id: 'a1', kind: 'tabs.default', module: 'tabs', status: 'mounted', element: $('#hero'), loadMs: 12.34, mountMs: 1.06 },
    { id: 'b2', kind: 'form.default', module: 'form', status: 'failed', element: $('[data-id="b2"]'), loadMs: 8 },
    { id: 'c3', kind: 'mystery.default', module: null, status: 'unsupported', element: $('[data-id="c3"]') },
    { id: '', kind: 'page', module: 'anchors', status: 'mounted', element: document.documentElement },
  ];
}

function show(rows: ReportRow[], onClose = vi.fn()) {
  const source = { version: '9.9.9', report: vi.fn(() => rows) };
  act(() => void render(<DebugPanel source={source} onClose={onClose} />, $('#host')));
  return { source, onClose };
}

const cells = () => $$('.wisp-debug tbody tr').map((tr) => [...tr.children].map((td) => td.textContent));

describe('the wisp debug panel', () => {
  it('lists every element with its kind, module, status and timings', () => {
    show(fakeRows());
    expect($('.wisp-debug').getAttribute('role')).toBe('dialog');
    expect($('#wisp-debug-title').textContent).toBe('wisp 9.9.9: 4 entries');
    expect(cells()).toEqual([
      ['section#hero', 'tabs.default', 'tabs', 'mounted', '12.3', '1.1'],
      ['div[data-id=b2]', 'form.default', 'form', 'failed', '8.0', '–'],
      ['div[data-id=c3]', 'mystery.default', '–', 'unsupported', '–', '–'],
      ['page', 'page', 'anchors', 'mounted', '–', '–'],
    ]);
  });

  it('filters by status with pressed buttons that count each status', () => {
    show(fakeRows());
    const buttons = $$('.wisp-debug [role="group"] button');
    expect(buttons.map((button) => button.textContent)).toEqual(['all (4)', 'mounted (2)', 'failed (1)', 'unsupported (1)']);
    act(() => buttons[2]?.click());
    expect(cells().map((row) => row[0])).toEqual(['div[data-id=b2]']);
    expect(buttons[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('false');
    act(() => buttons[0]?.click());
    expect(cells()).toHaveLength(4);
  });

  it('scrolls to the element a row names and outlines it alone, with a data-wisp attribute only', () => {
    const rows = fakeRows();
    const scrolled: Element[] = [];
    for (const row of rows) row.element.scrollIntoView = function (this: Element) { scrolled.push(this); };
    show(rows);
    const [hero, form] = $$('.wisp-debug tbody button');
    act(() => hero?.click());
    expect(scrolled).toEqual([$('#hero')]);
    expect($('#hero').hasAttribute('data-wisp-debug-outline')).toBe(true);
    act(() => form?.click());
    expect($$('[data-wisp-debug-outline]')).toEqual([$('[data-id="b2"]')]);
    expect($('#hero').getAttributeNames()).toEqual(['id', 'data-id']);
    // Page-wide behaviours have no element of their own to show.
    expect($$('.wisp-debug tbody tr')[3]?.querySelector('button')).toBeNull();
  });

  it('reads the report again on Refresh, and closes on Escape', () => {
    const rows = fakeRows();
    const { source, onClose } = show(rows);
    rows.pop();
    act(() => $$('.wisp-debug header button')[0]?.click());
    expect(source.report).toHaveBeenCalledTimes(2);
    expect(cells()).toHaveLength(3);
    act(() => void $('.wisp-debug button').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('?wisp-debug', () => {
  it('opens the panel once everything has loaded, and its close button removes it and the outline', async () => {
    history.replaceState(null, '', '/?wisp-debug');
    await boot('<div class="elementor-element" data-element_type="widget" data-widget_type="mystery.default" data-id="d1"></div>');
    await vi.waitFor(() => expect(document.querySelector('.wisp-debug')).not.toBeNull());
    expect(cells().some((row) => row[1] === 'mystery.default' && row[3] === 'no handler')).toBe(true);
    act(() => $('[aria-label="Close the wisp debug panel"]').click());
    expect(document.querySelector('[data-wisp-debug-host], .wisp-debug')).toBeNull();
  });

  it('opens after its time limit when a module never finishes loading, showing it as loading', async () => {
    // Before: it waited for idle(), which a stalled chunk keeps pending, so the tool to diagnose the stall never showed.
    const { default: panel, PANEL_WAIT_MS } = await import('../../src/behaviours/debug-panel/index.ts');
    document.body.innerHTML = '<div data-id="s1"></div>';
    const rows: ReportRow[] = [{ id: 's1', kind: 'tabs.default', module: 'tabs', status: 'loading', element: $('[data-id="s1"]') }];
    const scope = window as unknown as { wisp?: unknown };
    scope.wisp = { version: '9.9.9', idle: () => new Promise(() => {}), report: () => rows };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    try {
      const close = panel.start({ signal: controller.signal } as never);
      await vi.advanceTimersByTimeAsync(PANEL_WAIT_MS - 100);
      expect(document.querySelector('.wisp-debug')).toBeNull();
      await vi.advanceTimersByTimeAsync(100);
      expect(document.querySelector('.wisp-debug')).not.toBeNull();
      expect(cells().some((row) => row[1] === 'tabs.default' && row[3] === 'loading')).toBe(true);
      if (typeof close === 'function') close();
    } finally {
      vi.useRealTimers();
      controller.abort();
      delete scope.wisp;
    }
  });

  it('shows nothing without the parameter', async () => {
    await boot('<div class="elementor-element" data-element_type="widget" data-widget_type="mystery.default" data-id="d1"></div>');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('.wisp-debug')).toBeNull();
  });
});

describe('the debug panel’s device mode', () => {
  it('follows the shared device signal when a breakpoint is crossed', async () => {
    const queries = new Map<string, { matches: boolean; listeners: Array<() => void> }>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const entry = queries.get(query) ?? { matches: false, listeners: [] };
      queries.set(query, entry);
      return { get matches() { return entry.matches; }, addEventListener: (_type: string, listener: () => void) => entry.listeners.push(listener) };
    });
    vi.resetModules();
    const { DebugPanel: Panel } = await import('../../src/ui/debug/panel.tsx');
    const { act: actNow } = await import('preact/test-utils');
    const { render: renderNow } = await import('react-dom');
    document.body.innerHTML = '<div id="host"></div>';
    actNow(() => void renderNow(<Panel source={{ version: '1', report: () => [] }} onClose={() => {}} />, $('#host')));
    expect($('[data-device]').textContent).toBe('device: desktop');
    for (const [query, entry] of queries) entry.matches = query.includes('max-width: 767px') || query.includes('max-width: 1024px');
    actNow(() => { for (const entry of queries.values()) for (const listener of entry.listeners) listener(); });
    expect($('[data-device]').textContent).toBe('device: mobile');
    vi.unstubAllGlobals();
  });
});
