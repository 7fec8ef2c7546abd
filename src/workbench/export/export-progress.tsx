/**
 * The export's progress bar (only after half a second, so quick exports do not flash one), its Cancel
 * button and a live region that says when the file is downloaded.
 */
import { useEffect, useId, useState } from 'react';
import { PROGRESS_DELAY_MS, progressLabel, shouldShowProgress, statusText, type ExportProgress as Progress, type ExportState } from './export-state.ts';
import './export.css';

export interface ExportProgressProps {
  state: ExportState;
  onCancel(): void;
  /** A fixed clock for tests; the component keeps its own otherwise. */
  now?: number;
}

/** Re-renders once the delay since `startedAt` has passed, so the bar appears even without new progress. */
function useClock(startedAt: number | null): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const wait = Math.max(0, startedAt + PROGRESS_DELAY_MS + 1 - Date.now());
    const timer = setTimeout(() => setClock(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [startedAt]);
  return clock;
}

/** Packing the file has no measurable steps, and an unknown total no end: the bar then only says "busy". */
function determinate(progress: Progress): boolean {
  return progress.stage === 'rows' && progress.total !== null;
}

export function ExportProgress({ state, onCancel, now }: ExportProgressProps) {
  const labelId = useId();
  const startedAt = state.status === 'running' ? state.startedAt : null;
  const clock = useClock(startedAt);
  const visible = state.status === 'running' && shouldShowProgress(state.startedAt, now ?? clock);
  const message = statusText(state);

  return (
    <div className="export-progress">
      {state.status === 'running' && visible && (
        <div className="export-progress-running">
          <span id={labelId} className="export-progress-label">
            {progressLabel(state)}
          </span>
          <progress
            className="export-progress-bar"
            aria-labelledby={labelId}
            {...(determinate(state) ? { value: state.done, max: Math.max(1, state.total ?? 0) } : {})}
          />
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
      {/* Kept in the page while empty, so screen readers announce the text when it appears. */}
      <p role="status" className="export-progress-status">
        {state.status === 'failed' ? '' : message}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className="export-progress-error">
          {message}
        </p>
      )}
    </div>
  );
}
