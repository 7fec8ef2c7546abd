import { formatNumber } from '../../domain/number-format.ts';
import { rankColour } from '../../domain/rank-colour.ts';
import { useCompetitorPositions } from './api/get-competitor-positions.ts';

interface Props {
  companyId: number;
  projectId: number;
  open: boolean;
  onToggle(open: boolean): void;
}

/** The positions of the domain and each competitor on the same keywords; loaded when opened. */
export function CompetitorPositions({ companyId, projectId, open, onToggle }: Props) {
  const query = useCompetitorPositions(companyId, projectId, open);
  const domains = query.data?.rows[0]?.positions.map((p) => p.domain) ?? [];
  return (
    <details className="monitoring-panel monitoring-competitors" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary>Competitor positions on the same keywords</summary>
      {open && query.isPending && <p className="muted" role="status">Loading competitor positions…</p>}
      {query.isError && <p role="alert" className="form-message">{query.error.message}</p>}
      {query.isSuccess && query.data.rows.length === 0 && <p className="muted">No positions yet: they appear after the first update.</p>}
      {query.isSuccess && query.data.rows.length > 0 && (
        <div className="monitoring-table-scroll" tabIndex={0} role="region" aria-label="Competitor positions">
          <table className="monitoring-table">
            <thead>
              <tr>
                <th scope="col">Keyword</th>
                {domains.map((d, i) => (
                  <th scope="col" className="number" key={d}>{i === 0 ? `${d} (you)` : d}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((row) => (
                <tr key={row.keyword_id}>
                  <th scope="row">{row.keyword}</th>
                  {row.positions.map((p) => (
                    <td key={p.domain} className="number">
                      {p.position !== null && <span className="rank-dot" style={{ background: rankColour(p.position) ?? undefined }} aria-hidden="true" />}
                      {p.position === null ? '-' : formatNumber(p.position)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
