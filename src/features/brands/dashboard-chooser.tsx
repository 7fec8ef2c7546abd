import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { brandIndexLink, type BrandListResponse } from '../../domain/contracts/brands.ts';
import { formatShare } from '../../domain/share-format.ts';
import { monthLabels } from './share-series.ts';
import { runText } from './run-state.ts';

interface Props {
  readonly query: UseQueryResult<BrandListResponse>;
}

/** /brand-index/all, where the side navigation's Brand Index entry leads: every dashboard's index, to pick one. */
export function DashboardChooser({ query }: Props) {
  const cards = query.data?.dashboards ?? [];
  return (
    <main id="main" className="screen brands-screen">
      <h1>Brand Index</h1>
      <p className="muted">Pick a dashboard to see how the search interest is shared between its brands.</p>
      {query.isPending && <p className="muted">Loading dashboards…</p>}
      {query.isError && <p role="alert" className="form-message">{query.error.message}</p>}
      {query.isSuccess && cards.length === 0 && (
        <div className="empty-state">
          <p>No brand dashboards yet.</p>
          <p className="muted">
            <Link to="/add-dashboard">Add a dashboard</Link>: enter your brand and its competitors, pick the market and start the index.
          </p>
        </div>
      )}
      {cards.length > 0 && (
        <ul className="brand-chooser">
          {cards.map((card) => (
            <li key={card.listname}>
              <Link to={brandIndexLink(card.listname)}>{card.name}</Link>{' '}
              <span className="muted">
                {card.brands.length} brands
                {card.leader && card.month !== null ? ` · ${card.leader.name} leads in ${monthLabels(card.month).long} with ${formatShare(card.leader.share)}` : ` · ${runText(card)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
