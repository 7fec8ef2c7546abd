import { useId, useState } from 'react';
import { formatNumber } from '../../domain/number-format.ts';
import { usePageViews } from './api/list-page-views.ts';
import { daysBetween, viewsPerScreen } from './page-view-summary.ts';
import './page-views-panel.css';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];
const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * Settings → Page views (decision 0044): how often each screen of the company was opened per day,
 * counted by the server's own collector. Screens are route patterns; nobody is named.
 */
export function PageViewsPanel({ companyId }: { companyId: number }) {
  const [days, setDays] = useState<Period>(7);
  const views = usePageViews(companyId, days);
  const headingId = useId();
  const periodId = useId();

  const data = views.data;
  const screens = data ? viewsPerScreen(data.rows) : [];
  // The day columns show the last week at most; longer periods show their totals.
  const shownDays = data ? daysBetween(data.from, data.to).slice(0, 7) : [];

  return (
    <section className="page-views-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Page views</h2>
      <p className="muted">
        How often each screen was opened, per day. Only the screen is counted: no user, no address, no page names. With an analytics service configured
        (ANALYTICS_URL), views go there instead and are not counted here.
      </p>
      <label htmlFor={periodId}>Period</label>{' '}
      <select id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value) as Period)}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            Last {period} days
          </option>
        ))}
      </select>
      {views.isPending && <p role="status">Loading page views…</p>}
      {views.isError && <p role="alert">The page views could not be loaded: {views.error.message}</p>}
      {data && screens.length === 0 && (
        <p className="empty-state">
          No page views in the last {days} days. Views are counted as people of your company open screens; come back once they have worked for a while.
        </p>
      )}
      {data && screens.length > 0 && (
        <div className="page-views-scroll" role="region" aria-label="Page views per screen and day" tabIndex={0}>
          <table className="page-views-table">
            <caption>
              Views per screen, {formatDay(data.from)} to {formatDay(data.to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Screen</th>
                <th scope="col" className="number">
                  Total
                </th>
                {shownDays.map((day) => (
                  <th key={day} scope="col" className="number">
                    {formatDay(day)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {screens.map((screen) => (
                <tr key={screen.path}>
                  <th scope="row">
                    <code>{screen.path}</code>
                  </th>
                  <td className="number">{formatNumber(screen.total)}</td>
                  {shownDays.map((day) => (
                    <td key={day} className="number">
                      {formatNumber(screen.byDay.get(day) ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
