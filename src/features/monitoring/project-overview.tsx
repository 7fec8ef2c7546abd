import { useState } from 'react';
import { useOverview, type CompareDays } from './api/get-overview.ts';
import { useVisibility } from './api/get-visibility.ts';
import { CompetitorPositions } from './competitor-positions.tsx';
import { DistributionBars } from './distribution-bars.tsx';
import { MoversList } from './movers-list.tsx';
import { VisibilityChart } from './visibility-chart.tsx';
import { germanDay } from './visibility-table.ts';

const COMPARE: readonly { days: CompareDays; label: string }[] = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
];

interface Props {
  companyId: number;
  projectId: number;
  onHistory(keywordId: number): void;
}

/** Above the rankings: visibility of the domain and its competitors, the distribution, winners and losers. */
export function ProjectOverview({ companyId, projectId, onHistory }: Props) {
  const [compare, setCompare] = useState<CompareDays>(7);
  const [competitorsOpen, setCompetitorsOpen] = useState(false);
  const visibility = useVisibility(companyId, projectId);
  const overview = useOverview(companyId, projectId, compare);
  return (
    <div className="monitoring-overview">
      <section className="monitoring-panel monitoring-visibility" aria-labelledby="visibility-title">
        <h2 id="visibility-title">Visibility index</h2>
        {visibility.isPending && <p className="muted" role="status">Loading the visibility…</p>}
        {visibility.isError && <p role="alert" className="form-message">{visibility.error.message}</p>}
        {visibility.isSuccess && <VisibilityChart series={visibility.data.competitorData} />}
      </section>
      <div className="monitoring-overview-side">{overview.isSuccess && <DistributionBars distribution={overview.data.distribution} />}</div>
      <section className="monitoring-panel monitoring-movers-panel" aria-labelledby="movers-title">
        <div className="screen-heading">
          <h2 id="movers-title">Winners and losers</h2>
          <fieldset className="monitoring-choices monitoring-compare">
            <legend className="visually-hidden">Compare with</legend>
            {COMPARE.map((c) => (
              <label key={c.days}>
                <input type="radio" name="compare-days" checked={compare === c.days} onChange={() => setCompare(c.days)} />
                against {c.label}
              </label>
            ))}
          </fieldset>
        </div>
        {overview.isError && <p role="alert" className="form-message">{overview.error.message}</p>}
        {overview.isSuccess && overview.data.compared_with && <p className="muted">{germanDay(overview.data.day ?? '')} against {germanDay(overview.data.compared_with)}</p>}
        {overview.isSuccess && (
          <div className="monitoring-movers-pair">
            <MoversList title="Winners" movers={overview.data.winners} empty="No keyword climbed." onHistory={onHistory} />
            <MoversList title="Losers" movers={overview.data.losers} empty="No keyword fell." onHistory={onHistory} />
          </div>
        )}
      </section>
      <CompetitorPositions companyId={companyId} projectId={projectId} open={competitorsOpen} onToggle={setCompetitorsOpen} />
    </div>
  );
}
