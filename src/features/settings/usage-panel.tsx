import { useId } from 'react';
import { formatNumber } from '../../domain/number-format.ts';
import {
  USAGE_SUITE_LABELS,
  cacheShare,
  formatShare,
  lookedUp,
  monthName,
  usageSummary,
  usageTotal,
  type UsageMonths,
  type UsageTally,
} from '../../domain/provider-usage.ts';
import { useProviderUsage } from './api/provider-usage.ts';
import './page-views-panel.css';

function TallyCells({ tally }: { tally: UsageTally }) {
  return (
    <>
      <td className="number">{formatNumber(lookedUp(tally))}</td>
      <td className="number">{formatNumber(tally.cache_keywords)}</td>
      <td className="number">{formatNumber(tally.paid_keywords)}</td>
      <td className="number">{formatNumber(tally.paid_calls)}</td>
      <td className="number">{formatShare(cacheShare(tally))}</td>
    </>
  );
}

/**
 * Settings → Usage (issue 21, decision 0053): keyword lookups and provider calls of the company per
 * suite, this month beside the previous one, from the cache (free) and paid.
 */
export function UsagePanel({ companyId }: { companyId: number }) {
  const usage = useProviderUsage(companyId);
  const headingId = useId();
  const data = usage.data;
  const months: UsageMonths | null = data ? { current: data.current_month, previous: data.previous_month } : null;
  const columns = ['Keywords', 'From the cache', 'Paid', 'Paid calls', 'Cache share'];

  return (
    <section className="page-views-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Usage</h2>
      <p className="muted">
        Keyword lookups per suite: answered from the cache (free) or asked of the data provider (paid, one call covering up to 700 keywords for volumes, one per
        query for suggestions and SERPs). Counted for the company, never per person.
      </p>
      {usage.isPending && <p role="status">Loading the usage…</p>}
      {usage.isError && <p role="alert">The usage could not be loaded: {usage.error.message}</p>}
      {data && months && <p role="status">{usageSummary(data.suites, months)}</p>}
      {data && data.suites.length === 0 && (
        <p className="empty-state">Nothing looked up yet. Usage is counted as people of your company look up search volumes, ideas, suggestions, SERPs and rankings.</p>
      )}
      {data && months && data.suites.length > 0 && (
        <div className="page-views-scroll" role="region" aria-label="Usage per suite" tabIndex={0}>
          <table className="page-views-table">
            <caption>
              Lookups per suite, {monthName(months.current)} and {monthName(months.previous)}
            </caption>
            <thead>
              <tr>
                <td />
                <th scope="colgroup" colSpan={columns.length}>
                  {monthName(months.current)}
                </th>
                <th scope="colgroup" colSpan={columns.length}>
                  {monthName(months.previous)}
                </th>
              </tr>
              <tr>
                <th scope="col">Suite</th>
                {[months.current, months.previous].flatMap((month) =>
                  columns.map((column) => (
                    <th key={`${month}-${column}`} scope="col" className="number">
                      {column}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {data.suites.map((suite) => (
                <tr key={suite.suite}>
                  <th scope="row">{USAGE_SUITE_LABELS[suite.suite]}</th>
                  <TallyCells tally={suite.current} />
                  <TallyCells tally={suite.previous} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All suites</th>
                <TallyCells tally={usageTotal(data.suites, 'current')} />
                <TallyCells tally={usageTotal(data.suites, 'previous')} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
