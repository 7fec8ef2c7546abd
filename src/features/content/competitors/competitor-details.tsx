import { useEffect, useRef } from 'react';
import type { CompetitorPage } from '../../../domain/contracts/content.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { PAGE_SPEED_BAND_LABEL, pageSpeedBand, type PageSpeedMetric } from '../../../domain/page-speed-bands.ts';

const METRICS: readonly { readonly metric: PageSpeedMetric; readonly label: string }[] = [
  { metric: 'speed_index', label: 'Speed index' },
  { metric: 'first_contentful_paint', label: 'First contentful paint' },
  { metric: 'interactive', label: 'Interactive' },
  { metric: 'largest_contentful_paint', label: 'Largest contentful paint' },
];

interface Props {
  readonly page: CompetitorPage;
  readonly readOnly: boolean;
  readonly busy: boolean;
  onToggle(): void;
  onClose(): void;
}

/** One competitor in full: its headings (H1 to H3, indented by level), description, page speed with bands, fetch error. */
export function CompetitorDetails({ page, readOnly, busy, onToggle, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A panel opened by Enter or a command takes the focus, so the reader hears what opened.
  useEffect(() => heading.current?.focus(), [page.id]);
  return (
    <section className="competitor-details" aria-labelledby="competitor-details-title" onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <div className="competitor-details-head">
        <h2 id="competitor-details-title" ref={heading} tabIndex={-1}>{formatNumber(page.position)}. {page.domain}</h2>
        <div className="button-row">
          {!readOnly && (
            <button type="button" onClick={onToggle} disabled={busy}>{page.selected ? 'Deselect from the analysis' : 'Select for the analysis'}</button>
          )}
          <button type="button" className="secondary" onClick={onClose}>Close</button>
        </div>
      </div>
      <p className="competitor-details-url"><a href={page.url} target="_blank" rel="noopener noreferrer">{page.url}</a></p>
      <p><strong>{page.title === '' ? 'No title' : page.title}</strong></p>
      {page.meta_description && <p className="muted">{page.meta_description}</p>}
      {page.fetch_error !== null && <p className="form-message">Could not be read: {page.fetch_error}</p>}
      <div className="competitor-details-grid">
        <div>
          <h3>Headings ({formatNumber(page.headings.length)})</h3>
          {page.headings.length === 0 ? (
            <p className="muted">{page.fetched ? 'The page has no H1 to H3 headings.' : 'Not fetched yet.'}</p>
          ) : (
            <ol className="competitor-headings">
              {page.headings.map((h, i) => (
                <li key={`${i}-${h.text}`} className={`competitor-heading-h${h.level}`}>
                  <span className="competitor-heading-level">H{h.level}</span> {h.text}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3>Page speed</h3>
          {page.page_speed === null ? (
            <p className="muted">Not measured.</p>
          ) : (
            <table className="competitor-speed">
              <thead>
                <tr><th scope="col">Metric</th><th scope="col" className="number">Seconds</th><th scope="col">Band</th></tr>
              </thead>
              <tbody>
                {METRICS.map(({ metric, label }) => {
                  const ms = page.page_speed?.[metric] ?? 0;
                  const band = pageSpeedBand(metric, ms);
                  return (
                    <tr key={metric}>
                      <th scope="row">{label}</th>
                      <td className="number">{formatNumber(ms / 1000, 2)}</td>
                      <td>{band && <span className={`speed-band speed-band-${band}`}>{PAGE_SPEED_BAND_LABEL[band]}</span>}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <p className="muted">Words: {formatNumber(page.word_count)} · relevance {formatNumber(page.relevance, 2)} · {page.selected ? 'in the analysis' : 'not in the analysis'}</p>
        </div>
      </div>
    </section>
  );
}
