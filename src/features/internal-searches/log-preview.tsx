import type { ParsedSearchLog } from '../../domain/internal-search-csv.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { germanDay } from '../../domain/internal-search-values.ts';

/** A long log's refusals would bury the page; the count stays exact. */
const SHOWN_REJECTED = 200;
const SHOWN_LINES = 10;

const SEPARATOR_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** What the import will store, before it does: the columns read, the totals, the first lines and every refused line. */
export function LogPreview({ log }: { log: ParsedSearchLog }) {
  const first = [...log.entries].slice(0, SHOWN_LINES);
  return (
    <section className="isearch-preview" aria-labelledby="isearch-preview-title">
      <h2 id="isearch-preview-title">Preview</h2>
      {log.problem && (
        <p role="alert" className="form-message">
          {log.problem}
        </p>
      )}
      {log.columns && (
        <p className="muted">
          Read with {SEPARATOR_NAMES[log.separator]} as separator: the term from “{log.columns.term}”, the count from “{log.columns.count}”,
          {log.columns.date === null ? ' the day from the report’s end date.' : ` the day from “${log.columns.date}”.`}
        </p>
      )}
      <dl className="isearch-figures" aria-live="polite">
        <div>
          <dt>Lines to import</dt>
          <dd data-count="accepted">{formatNumber(log.acceptedLines)}</dd>
        </div>
        <div>
          <dt>Lines refused</dt>
          <dd data-count="rejected">{formatNumber(log.rejected.length)}</dd>
        </div>
        <div>
          <dt>Searches</dt>
          <dd>{formatNumber(log.searches)}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{log.firstDay && log.lastDay ? `${germanDay(log.firstDay)} – ${germanDay(log.lastDay)}` : '-'}</dd>
        </div>
      </dl>
      {first.length > 0 && (
        <div className="isearch-table-wrap">
          <table className="isearch-table">
            <caption className="muted">
              The first {formatNumber(first.length)} of {formatNumber(log.entries.length)} terms per day
            </caption>
            <thead>
              <tr>
                <th scope="col">Search term</th>
                <th scope="col">Day</th>
                <th scope="col" className="numeric">Searches</th>
              </tr>
            </thead>
            <tbody>
              {first.map((entry) => (
                <tr key={`${entry.day}\u0000${entry.term}`}>
                  <th scope="row">{entry.term}</th>
                  <td>{germanDay(entry.day)}</td>
                  <td className="numeric">{formatNumber(entry.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.rejected.length > 0 && (
        <>
          <h3 id="isearch-rejected-title">Refused lines (left out of the import)</h3>
          <ul className="isearch-rejected" aria-labelledby="isearch-rejected-title">
            {log.rejected.slice(0, SHOWN_REJECTED).map((line) => (
              <li key={line.line}>
                Line {formatNumber(line.line)}: {line.reason}
              </li>
            ))}
          </ul>
          {log.rejected.length > SHOWN_REJECTED && <p className="muted">… and {formatNumber(log.rejected.length - SHOWN_REJECTED)} more.</p>}
        </>
      )}
    </section>
  );
}
