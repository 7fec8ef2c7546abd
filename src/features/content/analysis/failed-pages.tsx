import type { AdHocAnalysisResponse } from '../../../domain/contracts/content-analysis.ts';
import { formatNumber } from '../../../domain/number-format.ts';

/** The competitor pages the analysis could not read, each with its reason: they are left out, not counted as empty. */
export function FailedPages({ competitors }: { competitors: AdHocAnalysisResponse['competitors'] }) {
  const failed = competitors.filter((c) => c.fetch_error !== null);
  if (failed.length === 0) return null;
  return (
    <section className="wdf-failed" aria-labelledby="wdf-failed-title">
      <h2 id="wdf-failed-title">
        {formatNumber(failed.length)} of {formatNumber(competitors.length)} competitor pages could not be read
      </h2>
      <ul>
        {failed.map((c) => (
          <li key={c.position}>
            {formatNumber(c.position)} · <a href={c.url} target="_blank" rel="noopener noreferrer">{c.domain}</a>: {c.fetch_error}
          </li>
        ))}
      </ul>
    </section>
  );
}
