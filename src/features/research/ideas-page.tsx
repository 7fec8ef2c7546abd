import { useCallback, useMemo, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { IdeaView } from '../../domain/contracts/keyword-data.ts';
import { normaliseRankingDomain } from '../../domain/rankings-domain.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { DomainRankings } from './domain-rankings.tsx';
import { ideasCommands } from './ideas-commands.ts';
import { IdeasTour } from './ideas-tour.tsx';
import { IdeasViewTabs } from './ideas-view-tabs.tsx';
import { lookupMarket, newLookupSearch } from './lookup-search.ts';
import { SeedForm, seedProblem, type SeedLookup } from './seed-form.tsx';
import { SourceResult } from './source-result.tsx';
import type { SourceLookupInput } from './source-request.ts';
import { useSourceLookup } from './use-source-lookup.ts';
import './research.css';

const route = getRouteApi('/shell/ideas');

/** Ideas (SPEC §2): keyword ideas around a seed keyword in three views, or the keywords a domain ranks for. */
export function IdeasPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen research-screen">
        <h1>Ideas</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <IdeasScreen key={startup.company.id} rateUsdToEur={startup.rate_usd_to_eur} />;
}

function IdeasScreen({ rateUsdToEur }: { rateUsdToEur: number }) {
  const search = route.useSearch();
  const navigate = useNavigate();
  const seedRef = useRef<HTMLInputElement>(null);
  const keyword = search.keyword ?? '';
  const { location, language } = lookupMarket(search);
  // One object per market, so the lookups below depend on the market and not on each render's copy.
  const market = useMemo(() => ({ location, language }), [location, language]);
  const view: IdeaView = search.view ?? 'matching';
  // A hand-edited link may carry a seed that breaks a phrase rule: the form says which, nothing is asked.
  const input = useMemo<SourceLookupInput | null>(
    () => (keyword !== '' && seedProblem(keyword) === null ? { request_type: 'ideas', keyword, ...market, view } : null),
    [keyword, market, view],
  );
  const lookup = useSourceLookup(input);
  const { status } = lookup;
  const answer = status.kind === 'done' || status.kind === 'empty' ? status.answer : null;
  // The answer says what the seed was; until it is in, a seed that reads as a domain is taken for one.
  const isDomain = answer ? answer.seed_kind === 'domain' : keyword !== '' && normaliseRankingDomain(keyword).ok;

  const lookUp = useCallback(
    (next: SeedLookup & { view?: IdeaView }) => void navigate({ to: '/ideas', search: (previous) => newLookupSearch(previous, { view, ...next }) }),
    [navigate, view],
  );
  const showView = useCallback(
    (next: IdeaView) => {
      if (keyword === '') void navigate({ to: '/ideas', search: (previous) => ({ ...previous, view: next }) });
      else lookUp({ keyword, ...market, view: next });
    },
    [keyword, market, lookUp, navigate],
  );

  const commands = useMemo(
    () =>
      ideasCommands({
        view,
        viewsApply: !isDomain,
        canLoadMore: lookup.canLoadMore,
        canRetry: status.kind === 'error' || lookup.moreError !== null,
        hasLookup: keyword !== '',
        focusSeed: () => {
          seedRef.current?.focus();
          seedRef.current?.select();
        },
        showView,
        loadMore: lookup.loadMore,
        retry: lookup.moreError !== null ? lookup.loadMore : lookup.retry,
        clear: () => {
          void navigate({ to: '/ideas', search: {} });
          requestAnimationFrame(() => seedRef.current?.focus());
        },
      }),
    [view, isDomain, lookup.canLoadMore, lookup.moreError, lookup.loadMore, lookup.retry, status.kind, keyword, showView, navigate],
  );
  useRegisterCommands(commands);

  return (
    <main id="main" className="screen research-screen">
      <h1>Ideas</h1>
      <p className="muted research-intro">
        Type a seed keyword and press Enter for hundreds of keyword ideas with volume, trend, difficulty and CPC, or type a domain to see the
        keywords it ranks for.
      </p>
      <IdeasTour />
      <SeedForm
        key={`${keyword}|${market.location}|${market.language}`}
        initial={{ keyword, ...market }}
        onSubmit={lookUp}
        inputRef={seedRef}
        hint="A keyword such as glühwein, or a domain such as www.demo-shop.de. Press / to come back here."
      />
      {!isDomain && <IdeasViewTabs view={view} onView={showView} />}
      <SourceResult
        lookup={lookup}
        seed={keyword}
        noun={isDomain ? 'ranking keywords' : 'ideas'}
        route="/ideas"
        view={search}
        location={market.location}
        language={market.language}
        rateUsdToEur={rateUsdToEur}
        rankingColumn={isDomain}
        emptyAdvice={isDomain ? 'check the domain’s spelling, or try it with or without www.' : undefined}
        before={answer && isDomain ? <DomainRankings domain={answer.keyword} rankings={answer.rankings} /> : undefined}
        idle={
          <>
            <p>
              <strong>No lookup yet.</strong> Enter a keyword such as <em>glühwein</em>, or a domain such as <em>www.demo-shop.de</em>, and press
              Enter.
            </p>
            <p className="muted">
              Matching terms contain the keyword, related terms share its topic without containing it, and questions are what people ask about
              it. Switch views with the arrow keys or V then M, R or Q.
            </p>
          </>
        }
      />
    </main>
  );
}
