/**
 * The grid's link to the engine worker: loads the rows, applies the view, and keeps a window of
 * display lines around what is on screen. Every engine call goes through one queue, so answers are
 * applied in the order the user caused them (refresh-queue.ts), and the table is shown after the last.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../domain/error-text.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { createEngineClient, workerTransport, type EngineClient } from '../engine/engine-client.ts';
import type { ViewQuery, ViewSummary } from '../engine/protocol.ts';
import { createRefreshQueue, type Refresh } from './refresh-queue.ts';
import type { ViewWindow } from '../engine/view-window.ts';

/** Lines fetched beyond the visible ones on each side, so short scrolls need no round trip. */
const OVERSCAN_LINES = 60;

export interface EngineView {
  summary: ViewSummary | null;
  window: ViewWindow | null;
  error: string | null;
  /** True from a change until its summary is back: the view may show a quiet busy hint. */
  busy: boolean;
  /** The selected row ids, arriving with the summary that counts them (commands read it at once). */
  selectedIds: readonly string[];
}

export interface WorkbenchEngine extends EngineView {
  /** Runs engine calls in order, then refreshes the summary and the visible window. */
  run<T>(work: (engine: EngineClient) => Promise<T>): Promise<T>;
  /** The lines on screen changed (scrolling, resizing). */
  showLines(first: number, last: number): void;
}

const ignore = (): void => undefined;

function createWorkerEngine(): EngineClient {
  const worker = new Worker(new URL('../engine/worker.ts', import.meta.url), { type: 'module', name: 'keyword-engine' });
  return createEngineClient(workerTransport(worker));
}

export function useWorkbenchEngine(rows: readonly KeywordRow[], query: ViewQuery, createEngine: () => EngineClient = createWorkerEngine): WorkbenchEngine {
  const [state, setState] = useState<EngineView>({ summary: null, window: null, error: null, busy: true, selectedIds: [] });
  const engineRef = useRef<EngineClient | null>(null);
  const visible = useRef({ first: 0, last: 40 });
  const selectedIdsRef = useRef<readonly string[]>([]);
  const createRef = useRef(createEngine);

  const [queue] = useState(() => createRefreshQueue(
    async (withSummary) => {
      const engine = engineRef.current;
      if (!engine) return;
      const summary = withSummary ? await engine.summary() : null;
      // Ids only when the count changed: commands look at how many rows are selected, not which.
      const selectedIds = summary === null || summary.selected === selectedIdsRef.current.length
        ? selectedIdsRef.current
        : summary.selected === 0 ? [] : Array.from(await engine.selection(), String);
      selectedIdsRef.current = selectedIds;
      const { first, last } = visible.current;
      const start = Math.max(0, first - OVERSCAN_LINES);
      const window = await engine.window(start, last - first + 1 + 2 * OVERSCAN_LINES);
      setState((current) => ({ summary: summary ?? current.summary, window, error: null, busy: false, selectedIds }));
    },
    (error) => setState((current) => ({ ...current, busy: false, error: errorText(error) })),
  ));

  const enqueue = useCallback(<T,>(work: (engine: EngineClient) => Promise<T>, refresh: Refresh): Promise<T> => queue.enqueue(async () => {
    const engine = engineRef.current;
    if (!engine) throw new Error('The keyword table is not ready yet.');
    return work(engine);
  }, refresh), [queue]);

  useEffect(() => {
    const engine = createRef.current();
    engineRef.current = engine;
    return () => {
      engineRef.current = null;
      engine.close();
    };
  }, []);

  const loaded = useRef(false);
  useEffect(() => {
    setState((current) => ({ ...current, busy: true }));
    // Rows are copied into the worker once per data change; later view changes send only the query.
    // New rows for the same table (a saved value, added keywords) keep the selection by keyword.
    const first = !loaded.current;
    loaded.current = true;
    // A failure is shown through `error`; the promise itself has nobody waiting for it.
    enqueue((engine) => (first ? engine.load([...rows]) : engine.replaceRows([...rows])), 'summary').catch(ignore);
  }, [rows, enqueue]);

  useEffect(() => {
    setState((current) => ({ ...current, busy: true }));
    enqueue((engine) => engine.setView(query), 'summary').catch(ignore);
  }, [query, enqueue]);

  const showLines = useCallback((first: number, last: number) => {
    visible.current = { first, last };
    const window = state.window;
    const covered = window !== null && first >= window.start && last < window.start + window.ids.length;
    const atEnd = window !== null && last >= window.total - 1 && window.start + window.ids.length >= window.total;
    if (!covered && !atEnd) enqueue(async () => undefined, 'window').catch(ignore);
  }, [enqueue, state.window]);

  const run = useCallback(<T,>(work: (engine: EngineClient) => Promise<T>) => enqueue(work, 'summary'), [enqueue]);
  return { ...state, run, showLines };
}
