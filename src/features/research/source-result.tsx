import type { ReactNode } from 'react';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import type { WorkbenchSearch } from '../../workbench/view/view-search.ts';
import { LoadMore, LookupProgress } from './lookup-states.tsx';
import type { SourceLookup } from './use-source-lookup.ts';

export interface SourceResultProps {
  readonly lookup: SourceLookup;
  /** The seed as the person typed it (the answer's tidied one once it is in). */
  readonly seed: string;
  /** What the screen finds, plural and lower case: `ideas`, `suggestions`, `questions`. */
  readonly noun: string;
  /** The screen's route: the table's commands apply there. */
  readonly route: string;
  /** The table's view in the URL (filters, sort, grouping, columns), as the route validated it. */
  readonly view: WorkbenchSearch;
  readonly location: number;
  readonly language: string;
  readonly rateUsdToEur: number;
  /** Shown before the first lookup: what to type and what comes out. */
  readonly idle: ReactNode;
  /** A domain seed's rows carry their ranking: the table shows the ranking column. */
  readonly rankingColumn?: boolean;
  /** Shown above the table once rows are in (a view's note, a domain's ranking list). */
  readonly before?: ReactNode;
  /** What to try when the lookup found nothing; "try a shorter or broader keyword." unless given. */
  readonly emptyAdvice?: string;
}

/** File names of exports: the noun and the seed, safe for any file system. */
export function exportBaseName(noun: string, seed: string): string {
  const slug = seed.toLocaleLowerCase('de-DE').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/gu, '');
  return slug === '' ? noun : `${noun}-${slug}`;
}

/**
 * The result region of a research screen: the workbench once rows are in, and in its place a
 * message that says what to do before the first lookup, while it is slow, when it found nothing
 * and when it failed. Never a blank.
 */
export function SourceResult(props: SourceResultProps) {
  const { lookup, seed, noun } = props;
  const { status } = lookup;
  const seedText = status.kind === 'done' || status.kind === 'empty' ? status.answer.keyword : seed;
  const moreWait = status.kind === 'done' && (status.answer.total > lookup.rows.length || status.answer.next_offset !== null);
  return (
    <section id="research-results" className="research-results" aria-labelledby="research-results-title" aria-busy={status.kind === 'loading'}>
      <h2 id="research-results-title" className={status.kind === 'idle' ? 'visually-hidden' : undefined}>
        {status.kind === 'idle' ? 'Results' : `${noun[0]?.toLocaleUpperCase('en') ?? ''}${noun.slice(1)} for “${seedText}”`}
      </h2>
      {status.kind === 'idle' && <div className="empty-state research-idle">{props.idle}</div>}
      <LookupProgress lookup={lookup} seed={seed} noun={noun} />
      {status.kind === 'empty' && (
        <div role="status" className="empty-state research-empty">
          <p>
            <strong>
              No {noun} for “{seedText}”
            </strong>{' '}
            — {props.emptyAdvice ?? 'try a shorter or broader keyword.'}
          </p>
          <p className="muted">Another view or another market (location and language) may find more.</p>
        </div>
      )}
      {status.kind === 'done' && (
        <>
          {/* The table counts its rows; this line is read out, and shown only when more can be loaded. */}
          <p role="status" className={moreWait ? 'muted research-count' : 'visually-hidden'}>
            {status.answer.total > lookup.rows.length
              ? `${formatNumber(lookup.rows.length)} of ${formatNumber(status.answer.total)} ${noun} loaded`
              : `${formatNumber(lookup.rows.length)} ${noun} found${moreWait ? '; more can be loaded below the table' : ''}`}
          </p>
          {props.before}
          <ResultTable {...props} rows={lookup.rows} />
          <LoadMore lookup={lookup} noun={noun} />
        </>
      )}
    </section>
  );
}

function ResultTable({ rows, route, view, noun, seed, location, language, rateUsdToEur, rankingColumn }: SourceResultProps & { rows: readonly KeywordRow[] }) {
  return (
    <Workbench
      route={route}
      view={view}
      label={`Keyword ${noun} for ${seed}`}
      rows={rows}
      rateUsdToEur={rateUsdToEur}
      location={location}
      language={language}
      exportName={exportBaseName(noun, seed)}
      rankingColumn={rankingColumn ?? false}
      empty={<p>No {noun} to show. Try a shorter or broader keyword.</p>}
    />
  );
}
