// The `?wisp-debug` panel: every element wisp found with kind, module, status and timings, filtered by status; a
// click scrolls to the element and outlines it.
import { useEffect, useState } from 'react';
import { render } from 'react-dom';
import type { ReportRow, Status } from '../../core/types.ts';
import { pageConfig } from '../../shared/config.ts';
import { deviceSignal } from '../device-signal.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';
import { adoptStyles } from '../styles.ts';
import { countByStatus, toDebugRows, toMs, type DebugRow } from './rows.ts';
import { DEBUG_CSS, OUTLINE_ATTR } from './style.ts';

/** What the panel reads: `window.wisp`, or a stand-in in tests. */
type DebugSource = { version: string; report(): ReportRow[] };

type Filter = Status | 'all';

/** 1000 ms: modules keep loading (near the viewport, on interaction) after the panel opens; the list follows them. */
const REFRESH_MS = 1000;

const toSignature = (rows: readonly DebugRow[]) => rows.map((row) => `${row.key}${row.status}${row.loadMs}${row.mountMs}`).join();

/** The report's rows, read again every second and on demand; the state changes only when a row did. */
function useReport(source: DebugSource): [DebugRow[], () => void] {
  const [rows, setRows] = useState(() => toDebugRows(source.report()));
  const refresh = () => {
    const next = toDebugRows(source.report());
    setRows((current) => (toSignature(current) === toSignature(next) ? current : next));
  };
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return [rows, refresh];
}

function clearOutline(): void {
  for (const element of document.querySelectorAll(`[${OUTLINE_ATTR}]`)) element.removeAttribute(OUTLINE_ATTR);
}

/** Scrolls the element into the middle of the viewport and outlines it (only a `data-wisp-*` attribute is written). */
function reveal(element: Element): void {
  clearOutline();
  element.setAttribute(OUTLINE_ATTR, '');
  element.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

function FilterButtons({ rows, filter, setFilter }: { rows: DebugRow[]; filter: Filter; setFilter(next: Filter): void }) {
  const options: Array<[Filter, number]> = [['all', rows.length], ...countByStatus(rows)];
  return (
    <div role="group" aria-label="Filter by status">
      {options.map(([status, count]) => (
        <button key={status} type="button" aria-pressed={filter === status} onClick={() => setFilter(status)}>{`${status} (${count})`}</button>
      ))}
    </div>
  );
}

function Row({ row }: { row: DebugRow }) {
  const isPage = row.kind === 'page';
  return (
    <tr data-status={row.status}>
      <td>{isPage ? row.name : <button type="button" title={`Show ${row.name}`} onClick={() => reveal(row.element)}>{row.name}</button>}</td>
      <td>{row.kind}</td>
      <td>{row.module ?? '–'}</td>
      <td>{row.status}</td>
      <td>{toMs(row.loadMs)}</td>
      <td>{toMs(row.mountMs)}</td>
    </tr>
  );
}

export function DebugPanel({ source, onClose }: { source: DebugSource; onClose(): void }) {
  const [rows, refresh] = useReport(source);
  // Reading the signal's value in render subscribes the panel: it shows the new mode when a breakpoint is crossed.
  const device = deviceSignal(pageConfig().breakpoints).value;
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? rows : rows.filter((row) => row.status === filter);
  return (
    <section
      className="wisp-debug" role="dialog" aria-modal="false" aria-labelledby="wisp-debug-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <header>
        <h2 id="wisp-debug-title">{`wisp ${source.version}: ${rows.length} entries`}</h2>
        <span data-device={device}>{`device: ${device}`}</span>
        <button type="button" onClick={refresh}>Refresh</button>
        <button type="button" aria-label="Close the wisp debug panel" onClick={onClose}>×</button>
      </header>
      <FilterButtons rows={rows} filter={filter} setFilter={setFilter} />
      <div className="wisp-debug__list">
        <table>
          <thead><tr><th scope="col">element</th><th scope="col">kind</th><th scope="col">module</th><th scope="col">status</th><th scope="col">load ms</th><th scope="col">mount ms</th></tr></thead>
          <tbody>{shown.map((row) => <Row key={row.key} row={row} />)}</tbody>
        </table>
      </div>
    </section>
  );
}

let closeOpen: (() => void) | null = null;

/** Removes the panel and the outline it put on the page; nothing when it is not open. */
export function closeDebugPanel(): void {
  closeOpen?.();
}

/** Shows the panel in a host of its own at the end of the body; a second call keeps the one already open. */
export function showDebugPanel(source: DebugSource): void {
  if (closeOpen) return;
  adoptStyles(DEBUG_CSS);
  const host = document.createElement('div');
  host.setAttribute('data-wisp-debug-host', '');
  document.body.append(host);
  closeOpen = () => {
    render(null, host);
    host.remove();
    clearOutline();
    closeOpen = null;
  };
  render(<DebugPanel source={source} onClose={closeDebugPanel} />, host);
}
