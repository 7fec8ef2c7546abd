import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { SUGGEST_PATTERNS, type SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { entriesOfPatterns, type PatternSection, type TermGroup } from '../../domain/phrase-groups.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { lookupMarket, newLookupSearch } from './lookup-search.ts';
import { SeedForm } from './seed-form.tsx';
import { SourceResult } from './source-result.tsx';
import { suggestsCommands } from './suggests-commands.ts';
import { SuggestsDisplayControls } from './suggests-display.tsx';
import { SuggestsResult } from './suggests-result.tsx';
import { shownPatterns, togglePattern, type SuggestDisplay } from './suggests-search.ts';
import { useSourceLookup } from './use-source-lookup.ts';
import './suggests-groups.css';

const route = getRouteApi('/shell/suggests');

/** How a term reads in its heading: `glühwein k…`, `glühwein mit …`, `wie …`. */
export function suggestTermLabel(seed: string) {
  return (section: PatternSection, term: TermGroup): string => {
    if (section.pattern === 'alphabet') return `${seed} ${term.term}…`;
    if (section.pattern === 'questions') return `${term.term} …`;
    return `${seed} ${term.term} …`;
  };
}

/** Suggests (SPEC §2, right 9): a keyword's autocomplete suggestions A–Z, with prepositions, comparisons and question words. */
export function SuggestsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const startup = useStartup();
  const seedRef = useRef<HTMLInputElement>(null);
  const { location, language } = lookupMarket(search);
  // One object per market, so the lookups below depend on the market and not on each render's copy.
  const market = useMemo(() => ({ location, language }), [location, language]);
  const patterns = shownPatterns(search);
  const display: SuggestDisplay = search.display ?? 'groups';
  const input = useMemo(
    () => (search.keyword ? { request_type: 'suggests' as const, keyword: search.keyword, ...market, ...(search.patterns ? { patterns: search.patterns } : {}) } : null),
    [search.keyword, market, search.patterns],
  );
  const source = useSourceLookup(input);
  const answer = source.status.kind === 'done' ? source.status.answer : null;
  // The server may ignore patterns (an older answer, a cached one); the table shows only the chosen ones either way.
  const tableRows = useMemo(() => (answer ? entriesOfPatterns(source.rows, answer.groups, patterns) : source.rows), [answer, source.rows, patterns]);
  const lookup = useMemo(() => ({ ...source, rows: tableRows }), [source, tableRows]);

  const showDisplay = useCallback((next: SuggestDisplay) => void navigate({ search: (previous) => ({ ...previous, display: next === 'table' ? 'table' : undefined }), resetScroll: false }), [navigate]);
  const toggle = useCallback((pattern: SuggestPattern) => void navigate({ search: (previous) => ({ ...previous, patterns: togglePattern(previous.patterns ?? SUGGEST_PATTERNS, pattern) }), resetScroll: false }), [navigate]);
  const actions = useMemo(
    () =>
      suggestsCommands({
        display,
        canRetry: lookup.status.kind === 'error',
        focusSeed: () => seedRef.current?.focus(),
        showDisplay,
        togglePattern: toggle,
        retry: lookup.retry,
      }),
    [display, lookup.status.kind, lookup.retry, showDisplay, toggle],
  );
  useRegisterCommands(actions);

  const seed = search.keyword ?? '';
  const idle = (
    <>
      <p>Type a keyword and press Enter.</p>
      <p className="muted">
        Suggests asks Google's autocomplete for the keyword followed by every letter from a to z, ä, ö, ü, ß and 0–9, by prepositions (für, mit, ohne…), comparisons (vs, oder…) and question words, and shows each suggestion with
        its monthly search volume, grouped by what found it or as one table.
      </p>
    </>
  );
  const table = (
    <SourceResult lookup={lookup} seed={seed} noun="suggestions" route="/suggests" view={search} location={market.location} language={market.language} rateUsdToEur={startup?.rate_usd_to_eur ?? 1} idle={idle} />
  );

  return (
    <main id="main" className="screen research-screen">
      <FocusedHeading>Suggests</FocusedHeading>
      <SeedForm
        key={`${seed}|${market.location}|${market.language}`}
        initial={{ keyword: seed, ...market }}
        inputRef={seedRef}
        hint="A keyword such as glühwein; Enter shows its autocomplete suggestions."
        onSubmit={(lookupInput) => void navigate({ search: (previous) => ({ ...newLookupSearch(previous, lookupInput), patterns: previous.patterns, display: previous.display }) })}
      />
      <SuggestsDisplayControls patterns={patterns} onToggle={toggle} display={display} onDisplay={showDisplay} />
      {display === 'table' ? (
        table
      ) : (
        <SuggestsResult lookup={lookup} seed={seed} noun="suggestions" to="/suggests" patterns={patterns} location={market.location} language={market.language} idle={idle} termLabel={suggestTermLabel(seed)} table={table} />
      )}
    </main>
  );
}
