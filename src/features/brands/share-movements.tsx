import type { ShareMovement } from '../../domain/contracts/brand-analysis.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { formatShare, formatSharePoints } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';

/** `Mar 2025: gained 3,2 pp, from 21,0 % to 24,2 % (against Feb 2025)`. */
export function movementTitle(brand: string, movement: ShareMovement): string {
  const verb = movement.direction === 'gain' ? 'gained' : 'lost';
  const points = formatSharePoints(Math.abs(movement.change)).replace(/^\+/u, '');
  return `${monthLabels(movement.month).long}: ${brand} ${verb} ${points}, from ${formatShare(movement.share_before)} to ${formatShare(movement.share_after)} (against ${monthLabels(movement.previous_month).long})`;
}

/** The months a brand gained or lost share, each with the keywords (its own and its rivals') that moved it. */
export function ShareMovements({ brand, movements }: { brand: string; movements: readonly ShareMovement[] }) {
  return (
    <ol className="brand-movements">
      {movements.map((movement) => (
        <li key={movement.month} className={`brand-movement brand-movement-${movement.direction}`}>
          <h3>{movementTitle(brand, movement)}</h3>
          {movement.drivers.length === 0 ? (
            <p className="muted">No single keyword stands out: the change is spread over many.</p>
          ) : (
            <div className="brand-table-wrap" role="region" aria-label={`Keywords that moved ${brand} in ${monthLabels(movement.month).long}`} tabIndex={0}>
              <table className="brand-table">
                <caption className="visually-hidden">The keywords that moved the share most, largest contribution first</caption>
                <thead>
                  <tr>
                    <th scope="col">Keyword</th>
                    <th scope="col">Brand</th>
                    <th scope="col" className="num">Volume {monthLabels(movement.previous_month).label}</th>
                    <th scope="col" className="num">Volume {monthLabels(movement.month).label}</th>
                    <th scope="col" className="num">Moved the share by</th>
                  </tr>
                </thead>
                <tbody>
                  {movement.drivers.map((driver) => (
                    <tr key={`${driver.brand_id}:${driver.keyword}`}>
                      <th scope="row">{driver.keyword}</th>
                      <td>{driver.brand}</td>
                      <td className="num">{formatNumber(driver.volume_before)}</td>
                      <td className="num">{formatNumber(driver.volume_after)}</td>
                      <td className="num">{formatSharePoints(driver.contribution)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
