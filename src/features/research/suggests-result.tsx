import type { ReactNode } from 'react';
import type { SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { distinctPhraseCount, patternSections, type PatternSection, type TermGroup } from '../../domain/phrase-groups.ts';
import { SuggestsGroups } from './suggests-groups.tsx';
import { LoadMore, LookupProgress } from './lookup-states.tsx';
import type { SourceLookup } from './use-source-lookup.ts';

interface Props {
  readonly lookup: SourceLookup;
  readonly seed: string;
  /** `suggestions` or `questions`. */
  readonly noun: string;
  readonly to: '/suggests' | '/questions';
  readonly patterns: readonly SuggestPattern[];
  readonly location: number;
  readonly language: string;
  readonly idle: ReactNode;
  readonly termLabel: (section: PatternSection, term: TermGroup) => string;
  /** Shown instead of the groups when the answer names no groups: the same rows as one table. */
  readonly table: ReactNode;
}

/**
 * The grouped result of Suggests and Questions with the same states as the research table (before
 * the first lookup, slow, failed, empty), so switching the display never shows a blank.
 */
export function SuggestsResult({ lookup, seed, noun, to, patterns, location, language, idle, termLabel, table }: Props) {
  const { status } = lookup;
  const answer = status.kind === 'done' || status.kind === 'empty' ? status.answer : null;
  const sections = answer ? patternSections(answer.groups, lookup.rows, patterns) : [];
  const seedText = answer?.keyword ?? seed;
  const title = `${noun[0]?.toLocaleUpperCase('en') ?? ''}${noun.slice(1)} for “${seedText}”`;

  if (status.kind === 'done' && answer && answer.groups.length === 0) {
    return (
      <>
        <p className="muted research-note">The provider did not say which pattern found each of these {noun}, so they are shown as one table.</p>
        {table}
      </>
    );
  }
  return (
    <section id="research-results" className="research-results" aria-labelledby="research-results-title" aria-busy={status.kind === 'loading'}>
      <h2 id="research-results-title" className={status.kind === 'idle' ? 'visually-hidden' : undefined}>
        {status.kind === 'idle' ? 'Results' : title}
      </h2>
      {status.kind === 'idle' && <div className="empty-state research-idle">{idle}</div>}
      <LookupProgress lookup={lookup} seed={seed} noun={noun} />
      {(status.kind === 'empty' || (status.kind === 'done' && sections.length === 0)) && (
        <div role="status" className="empty-state research-empty">
          <p>
            <strong>
              No {noun} for “{seedText}”
            </strong>{' '}
            {status.kind === 'done' ? '— none of the chosen patterns found a phrase. Choose more patterns above.' : '— try a shorter or broader keyword.'}
          </p>
          <p className="muted">Another market (location and language) may find more.</p>
        </div>
      )}
      {status.kind === 'done' && sections.length > 0 && (
        <>
          <p role="status" className="muted research-count">
            {formatNumber(distinctPhraseCount(sections))} {noun} in {formatNumber(sections.reduce((n, s) => n + s.terms.length, 0))} groups
          </p>
          <SuggestsGroups sections={sections} to={to} location={location} language={language} termLabel={termLabel} />
          <LoadMore lookup={lookup} noun={noun} />
        </>
      )}
    </section>
  );
}
