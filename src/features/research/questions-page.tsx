import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { PatternSection, TermGroup } from '../../domain/phrase-groups.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import type { HistoryMonths } from '../../workbench/panels/volume-series.ts';
import { HistoricalVolume } from './historical-volume.tsx';
import { lookupMarket, newLookupSearch } from './lookup-search.ts';
import { questionsCommands } from './questions-commands.ts';
import { topQuestions } from './questions-top.ts';
import { SeedForm } from './seed-form.tsx';
import { SourceResult } from './source-result.tsx';
import { SuggestsDisplayControls } from './suggests-display.tsx';
import { SuggestsResult } from './suggests-result.tsx';
import type { SuggestDisplay } from './suggests-search.ts';
import { useSourceLookup } from './use-source-lookup.ts';
import './suggests-groups.css';

const route = getRouteApi('/shell/questions');
const QUESTION_PATTERNS = ['questions'] as const;
const questionTermLabel = (_section: PatternSection, term: TermGroup) => `${term.term[0]?.toLocaleUpperCase('de-DE') ?? ''}${term.term.slice(1)} …`;

/** Questions (SPEC §2, right 11): the questions around a keyword by question word, and the historical volume of any keywords. */
export function QuestionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const startup = useStartup();
  const seedRef = useRef<HTMLInputElement>(null);
  const historyRef = useRef<HTMLTextAreaElement>(null);
  const { location, language } = lookupMarket(search);
  // One object per market, so the lookups below depend on the market and not on each render's copy.
  const market = useMemo(() => ({ location, language }), [location, language]);
  const display: SuggestDisplay = search.display ?? 'groups';
  const months: HistoryMonths = search.months ?? 48;
  const input = useMemo(() => (search.keyword ? { request_type: 'questions' as const, keyword: search.keyword, ...market } : null), [search.keyword, market]);
  const lookup = useSourceLookup(input);

  const showDisplay = useCallback((next: SuggestDisplay) => void navigate({ search: (previous) => ({ ...previous, display: next === 'table' ? 'table' : undefined }), resetScroll: false }), [navigate]);
  const showMonths = useCallback((next: HistoryMonths) => void navigate({ search: (previous) => ({ ...previous, months: next === 48 ? undefined : next }), resetScroll: false }), [navigate]);
  const showHistory = useCallback((keywords: string) => void navigate({ search: (previous) => ({ ...previous, history: keywords }), resetScroll: false }), [navigate]);
  const top = useMemo(() => topQuestions(lookup.rows, 5), [lookup.rows]);
  const actions = useMemo(
    () =>
      questionsCommands({
        months,
        hasQuestions: top.length > 0,
        canRetry: lookup.status.kind === 'error',
        focusSeed: () => seedRef.current?.focus(),
        toggleDisplay: () => showDisplay(display === 'groups' ? 'table' : 'groups'),
        focusHistory: () => historyRef.current?.focus(),
        historyOfTop: () => showHistory(top.join('\n')),
        showMonths,
        retry: lookup.retry,
      }),
    [months, top, lookup.status.kind, lookup.retry, display, showDisplay, showHistory, showMonths],
  );
  useRegisterCommands(actions);

  const seed = search.keyword ?? '';
  const idle = (
    <>
      <p>Type a keyword and press Enter.</p>
      <p className="muted">
        Questions finds what people ask around the keyword — wer, wie, was, wann, wo, warum, welche… (who, how, what… for English) — grouped by question word, each with its monthly search volume. Below, chart the
        historical volume of any keywords.
      </p>
    </>
  );
  const table = (
    <SourceResult lookup={lookup} seed={seed} noun="questions" route="/questions" view={search} location={market.location} language={market.language} rateUsdToEur={startup?.rate_usd_to_eur ?? 1} idle={idle} />
  );

  return (
    <main id="main" className="screen research-screen">
      <FocusedHeading>Questions</FocusedHeading>
      <SeedForm
        key={`${seed}|${market.location}|${market.language}`}
        initial={{ keyword: seed, ...market }}
        inputRef={seedRef}
        hint="A keyword such as glühwein; Enter shows the questions people ask around it."
        onSubmit={(lookupInput) => void navigate({ search: (previous) => ({ ...newLookupSearch(previous, lookupInput), display: previous.display, history: previous.history, months: previous.months }) })}
      />
      <SuggestsDisplayControls patterns={null} display={display} onDisplay={showDisplay} />
      {display === 'table' ? (
        table
      ) : (
        <SuggestsResult lookup={lookup} seed={seed} noun="questions" to="/questions" patterns={QUESTION_PATTERNS} location={market.location} language={market.language} idle={idle} termLabel={questionTermLabel} table={table} />
      )}
      {startup && (
        <HistoricalVolume
          keywords={search.history ?? ''}
          onLookUp={showHistory}
          location={market.location}
          language={market.language}
          companyId={startup.company.id}
          userId={startup.user.id}
          months={months}
          onMonths={showMonths}
          fieldRef={historyRef}
        />
      )}
    </main>
  );
}
