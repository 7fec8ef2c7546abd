import type { VolumeJob } from '../../domain/contracts/volume-jobs.ts';
import { formatNumber } from '../../domain/number-format.ts';

/** Failed keywords of a big failed batch would fill the screen; the first ones show which and why. */
const SHOWN_FAILURES = 100;

export function batchText(job: VolumeJob | null): string {
  if (job === null) return 'Starting the lookup…';
  if (job.status === 'queued' && job.done_batches === 0) return `Waiting to start · ${formatNumber(job.total_batches)} batches`;
  // Counted like the bell's progress message: batches finished so far.
  return `Batch ${formatNumber(job.done_batches)} of ${formatNumber(job.total_batches)}`;
}

export function ProgressBar({ job }: { job: VolumeJob | null }) {
  const progress = job?.progress ?? 0;
  const text = batchText(job);
  return (
    <div className="sv-progress">
      <div
        className="sv-progress-track"
        role="progressbar"
        aria-label="Lookup progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress} % · ${text}`}
      >
        <div className="sv-progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="sv-progress-text">
        <strong>{progress} %</strong> · {text}
      </p>
    </div>
  );
}

export function FailedKeywords({ failed }: { failed: VolumeJob['failed'] }) {
  if (failed.length === 0) return null;
  return (
    <details className="sv-failed" open={failed.length <= 10}>
      <summary>
        {formatNumber(failed.length)} {failed.length === 1 ? 'keyword' : 'keywords'} could not be looked up
      </summary>
      <ul>
        {failed.slice(0, SHOWN_FAILURES).map((f) => (
          <li key={f.keyword}>
            <strong>{f.keyword}</strong>: {f.reason}
          </li>
        ))}
      </ul>
      {failed.length > SHOWN_FAILURES && <p className="muted">…and {formatNumber(failed.length - SHOWN_FAILURES)} more.</p>}
    </details>
  );
}
