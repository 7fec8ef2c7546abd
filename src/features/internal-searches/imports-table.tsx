import type { ImportSummary } from '../../domain/contracts/internal-searches.ts';
import { germanDay } from '../../domain/internal-search-values.ts';
import { formatNumber } from '../../domain/number-format.ts';

const importedAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** What a pick list and a delete message call an import. */
export function importTitle(entry: ImportSummary): string {
  return `${entry.file_name ?? 'Pasted log'} · ${entry.domain} · ${germanDay(entry.first_day)} – ${germanDay(entry.last_day)}`;
}

interface Props {
  readonly imports: readonly ImportSummary[];
  readonly busy: boolean;
  onDelete(id: number): void;
}

/** The company's imported logs; a newer log replaces the counts of the days an older one shares with it. */
export function ImportsTable({ imports, busy, onDelete }: Props) {
  if (imports.length === 0) return <p className="muted">No log imported yet: paste or upload one above.</p>;
  return (
    <div className="isearch-table-wrap">
      <table className="isearch-table">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Domain</th>
            <th scope="col">Period</th>
            <th scope="col" className="numeric">Terms</th>
            <th scope="col" className="numeric">Searches</th>
            <th scope="col" className="numeric">Lines refused</th>
            <th scope="col">Imported</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{entry.file_name ?? 'Pasted log'}</th>
              <td>{entry.domain}</td>
              <td>
                {germanDay(entry.first_day)} – {germanDay(entry.last_day)}
              </td>
              <td className="numeric">{formatNumber(entry.term_count)}</td>
              <td className="numeric">{formatNumber(entry.searches)}</td>
              <td className="numeric">{formatNumber(entry.rejected_lines)}</td>
              <td>{importedAt.format(new Date(entry.created_at))}</td>
              <td>
                <button type="button" disabled={busy} onClick={() => onDelete(entry.id)} aria-label={`Delete import ${importTitle(entry)}`}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
