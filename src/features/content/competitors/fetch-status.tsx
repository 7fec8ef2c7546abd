import type { CompetitorListResponse } from '../../../domain/contracts/content.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { pagesTried, useFetchProgress } from './use-fetch-progress.ts';

interface Props {
  readonly data: CompetitorListResponse;
  readonly readOnly: boolean;
  readonly busy: boolean;
  onRefresh(): void;
}

/** The fetch job while it runs (pages read, the bell's percent), a stopped job with the way to finish it, and the refresh button. */
export function FetchStatus({ data, readOnly, busy, onRefresh }: Props) {
  const { project } = data;
  const progress = useFetchProgress(project.status === 'fetching' ? project.job_id : null);
  const { tried, of } = pagesTried(data);
  const failed = data.competitors.filter((c) => c.fetch_error !== null).length;
  return (
    <div className="content-fetch-status">
      {project.status === 'fetching' && (
        <div role="status" className="content-fetch-progress">
          <span>Fetching the competitors: {formatNumber(tried)} of {formatNumber(of)} pages read{progress !== null ? ` (${formatNumber(progress)} %)` : ''}.</span>
          <progress max={of} value={tried} aria-label="Pages read" />
        </div>
      )}
      {project.status === 'failed' && (
        <p role="alert" className="form-message">The fetch stopped before every page was read.{readOnly ? '' : ' Fetch the competitors again to finish it.'}</p>
      )}
      {project.status === 'ready' && failed > 0 && (
        <p className="muted">{formatNumber(failed)} {failed === 1 ? 'page' : 'pages'} could not be read; the Fetch error column says why. They stay out of the analysis.</p>
      )}
      {!readOnly && (
        <button type="button" className="secondary" onClick={onRefresh} disabled={busy || project.status === 'fetching'}>
          {busy ? 'Starting…' : 'Fetch again'}
        </button>
      )}
    </div>
  );
}
