import { useMemo } from 'react';
import type { BrandIndexResponse } from '../../domain/contracts/brands.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { languageName, locationName } from '../../domain/markets.ts';
import { countOf } from '../../domain/number-format.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import type { WorkbenchSearch } from '../../workbench/view/view-search.ts';
import { BrandSummaryTable } from './brand-summary-table.tsx';
import { ChartControls } from './chart-controls.tsx';
import type { ChartKind, MonthSpan } from './index-search.ts';
import { ShareChart } from './share-chart.tsx';
import { shareSeries, shareSummary } from './share-series.ts';
import { ShareTable } from './share-table.tsx';

interface Props {
  readonly index: BrandIndexResponse;
  readonly chart: ChartKind;
  readonly months: MonthSpan;
  readonly view: WorkbenchSearch;
  onChart(kind: ChartKind): void;
  onMonths(months: MonthSpan): void;
}

/** The brand each keyword stands for, as a read-only column of the keyword table. */
export const BRAND_COLUMN = 'Brand';
const brandColumns = [customColumn(BRAND_COLUMN, 'free')];

/** A finished index: the share chart with its table, the brands compared, and every brand keyword. */
export function IndexView({ index, chart, months, view, onChart, onMonths }: Props) {
  const startup = useStartup();
  const series = useMemo(() => shareSeries(index.months, index.brands, months), [index, months]);
  const rows = useMemo<KeywordRow[]>(() => {
    const names = new Map(index.brands.map((brand) => [brand.brand_id, brand.name]));
    return index.keywords.map(({ brand_id, row }) => ({ ...row, [`custom_${BRAND_COLUMN}`]: names.get(brand_id) ?? null }));
  }, [index]);
  const { dashboard } = index;
  return (
    <>
      <p className="muted">
        {countOf(index.brands.length, 'brand', 'brands')} · {countOf(index.keywords.length, 'keyword', 'keywords')} · {locationName(dashboard.location)}, {languageName(dashboard.language)}
      </p>
      <section className="brand-section" aria-labelledby="share-title">
        <div className="brand-section-head">
          <h2 id="share-title">Share of search</h2>
          <ChartControls chart={chart} months={months} onChart={onChart} onMonths={onMonths} />
        </div>
        <div className="brand-share">
          <figure className="brand-share-figure">
            <ShareChart series={series} kind={chart} />
            <figcaption className="muted">{shareSummary(series)}</figcaption>
          </figure>
          <ShareTable index={index} span={months} />
        </div>
      </section>
      <section className="brand-section" aria-labelledby="brands-title">
        <h2 id="brands-title">Brands compared</h2>
        <BrandSummaryTable brands={index.brands} month={index.months[index.months.length - 1] ?? null} />
      </section>
      <section className="brand-section" aria-labelledby="keywords-title">
        <h2 id="keywords-title">Brand keywords</h2>
        <Workbench
          route="/brand-index"
          view={view}
          label={`Keywords of ${dashboard.name}`}
          rows={rows}
          rateUsdToEur={startup?.rate_usd_to_eur ?? null}
          location={dashboard.location}
          language={dashboard.language}
          exportName={`${dashboard.name} keywords`}
          amazon={startup?.company.settings.amazon_column ?? false}
          customColumns={brandColumns}
          empty={<p>This dashboard has no keywords. Add keywords for its brands in a new dashboard.</p>}
        />
      </section>
    </>
  );
}
