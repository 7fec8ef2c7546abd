import { useMemo } from 'react';
import type { TermAnalysis } from '../../../domain/contracts/content-analysis.ts';
import { countOf } from '../../../domain/number-format.ts';
import { Workbench } from '../../../workbench/view/workbench.tsx';
import type { WorkbenchSearch } from '../../../workbench/view/view-search.ts';
import { chartPoints } from './chart-series.ts';
import { RelevanceTable } from './relevance-table.tsx';
import { TermChart } from './term-chart.tsx';
import { TERM_COLUMNS, TERM_KEYWORD_COLUMN, termRows, withTermColumns } from './term-rows.ts';
import './analysis.css';

interface Props {
  readonly analysis: TermAnalysis;
  /** The table's route prefix: its table-wide commands apply there. */
  readonly route: string;
  readonly view: WorkbenchSearch;
  readonly location: number;
  readonly language: string;
  readonly readOnly: boolean;
  /** Says where the own text comes from, when there is none (a project's empty draft, for one). */
  readonly noOwnText: string;
}

/**
 * One term analysis: the WDF*IDF chart, the relevance of every page and every term in the keyword
 * workbench (sortable, filterable, exportable). The project screen and `/wdf-idf` both show it.
 */
export function TermAnalysisView({ analysis, route, view, location, language, readOnly, noOwnText }: Props) {
  const points = useMemo(() => chartPoints(analysis.terms), [analysis.terms]);
  const rows = useMemo(() => termRows(analysis.terms), [analysis.terms]);
  const tableView = useMemo(() => withTermColumns(view), [view]);
  const hasOwnText = analysis.own !== null;
  return (
    <>
      <p className="muted">
        {countOf(analysis.competitor_count, 'competitor page', 'competitor pages')} analysed · {countOf(analysis.terms.length, 'term', 'terms')}
        {!hasOwnText && <> · {noOwnText}</>}
      </p>
      <section className="analysis-section" aria-labelledby="wdf-chart-title">
        <h2 id="wdf-chart-title">WDF*IDF chart</h2>
        <TermChart points={points} hasOwnText={hasOwnText} keyword={analysis.keyword} />
      </section>
      <section className="analysis-section" aria-labelledby="relevance-title">
        <h2 id="relevance-title">Relevance score</h2>
        <RelevanceTable analysis={analysis} />
      </section>
      <section className="analysis-section" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms</h2>
        <Workbench
          route={route}
          view={tableView}
          label={`Terms of ${analysis.keyword}`}
          rows={rows}
          rateUsdToEur={null}
          location={location}
          language={language}
          exportName={`${analysis.keyword} wdf-idf`}
          readOnly={readOnly}
          rankingLookup={false}
        keywordTools={false}
          customColumns={TERM_COLUMNS}
          keywordColumn={TERM_KEYWORD_COLUMN}
          rowNouns={['term', 'terms']}
          empty={<p>No terms: the competitor pages have no text to analyse yet.</p>}
        />
      </section>
    </>
  );
}
