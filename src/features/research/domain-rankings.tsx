import type { DomainRanking } from '../../domain/contracts/keyword-data.ts';
import { formatNumber } from '../../domain/number-format.ts';

/** Where a domain seed ranks: position and URL per keyword (the table shows the position as its ranking column). */
export function DomainRankings({ domain, rankings }: { domain: string; rankings: readonly DomainRanking[] }) {
  if (rankings.length === 0) return null;
  return (
    <details className="research-rankings">
      <summary>
        Where {domain} ranks: {formatNumber(rankings.length)} {rankings.length === 1 ? 'keyword' : 'keywords'} with position and URL
      </summary>
      <div className="research-rankings-scroll">
        <table>
          <caption className="visually-hidden">Rankings of {domain}</caption>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col" className="numeric">
                Position
              </th>
              <th scope="col">URL</th>
            </tr>
          </thead>
          <tbody>
            {rankings.map((r) => (
              <tr key={r.keyword}>
                <td>{r.keyword}</td>
                <td className="numeric">{formatNumber(r.position)}</td>
                <td className="research-rankings-url">
                  <a href={r.url} target="_blank" rel="noreferrer noopener">
                    {r.url}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
