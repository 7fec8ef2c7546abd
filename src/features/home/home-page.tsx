import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { resolveRoute } from '../../domain/access.ts';
import { researchPath } from '../../domain/contracts/collections.ts';
import type { AccessContext } from '../../domain/access-rules.ts';
import { homeCards } from '../../domain/home-cards.ts';
import { researchFigure } from '../../domain/home-figures.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { timeAgo } from '../../domain/relative-date.ts';
import { useJobListChanges } from '../../jobs/use-job-list-changes.ts';
import { useAccess, useStartup } from '../../session/use-app-state.ts';
import { useHomeCollections } from './api/list-collections.ts';
import { homeKeys } from './api/query-keys.ts';
import { useRecentJobs } from './api/recent-jobs.ts';
import { homeCommands } from './home-commands.ts';
import { JobList } from './job-list.tsx';
import { SuiteCards } from './suite-cards.tsx';
import './home.css';

/** The dashboard behind the logo (issue 21): where a person starts the day. */
export function HomePage() {
  const startup = useStartup();
  const access = useAccess();
  return (
    <main id="main" className="screen home-screen">
      <h1>Home</h1>
      <p className="greeting">{startup ? `Welcome, ${startup.user.name}` : 'Welcome'}</p>
      {startup && access ? <HomeScreen key={startup.company.id} companyId={startup.company.id} access={access} /> : <p className="muted">Loading your company data…</p>}
    </main>
  );
}

function HomeScreen({ companyId, access }: { companyId: number; access: AccessContext }) {
  const navigate = useNavigate();
  const cards = useMemo(() => homeCards(access), [access]);
  useRegisterCommands(useMemo(() => homeCommands(cards, (href) => void navigate({ to: href })), [cards, navigate]));
  const may = (path: string) => resolveRoute(path, access).kind === 'allow';
  return (
    <>
      <section aria-labelledby="home-suites">
        <h2 id="home-suites">Your suites</h2>
        {cards.length === 0 ? (
          <p className="empty-state">No suite is open for your account yet. Ask your administrator to switch one on for you.</p>
        ) : (
          <SuiteCards cards={cards} companyId={companyId} />
        )}
      </section>
      <div className="home-columns">
        <section aria-labelledby="home-jobs">
          <h2 id="home-jobs">Running and recent jobs</h2>
          <Jobs companyId={companyId} canLookUp={may('/searchvolume')} />
        </section>
        {may('/collections') && (
          <section aria-labelledby="home-collections">
            <h2 id="home-collections">Recent collections</h2>
            <RecentCollections companyId={companyId} />
          </section>
        )}
      </div>
    </>
  );
}

function Jobs({ companyId, canLookUp }: { companyId: number; canLookUp: boolean }) {
  const query = useRecentJobs(companyId);
  const client = useQueryClient();
  useJobListChanges(useCallback(() => void client.invalidateQueries({ queryKey: homeKeys.jobs(companyId) }), [client, companyId]));
  if (query.isPending) return <p className="muted">Loading…</p>;
  if (query.isError) return <p role="alert">The jobs could not be loaded: {query.error.message}</p>;
  if (query.data.jobs.length === 0) {
    return (
      <div className="empty-state">
        <p>No jobs yet. Long work, such as a bulk search volume lookup or a brand index, runs in the background and shows its progress here.</p>
        {canLookUp && <Link to="/searchvolume">Start a bulk lookup in Google Search Volume</Link>}
      </div>
    );
  }
  return <JobList jobs={query.data.jobs} companyId={companyId} />;
}

function RecentCollections({ companyId }: { companyId: number }) {
  const query = useHomeCollections(companyId, true);
  if (query.isPending) return <p className="muted">Loading…</p>;
  if (query.isError) return <p role="alert">The collections could not be loaded: {query.error.message}</p>;
  const { recent } = researchFigure(query.data.collections);
  if (recent.length === 0) {
    return (
      <div className="empty-state">
        <p>No collections yet. Look up keywords in Ideas or Google Search Volume, then save the ones you want to keep as a collection.</p>
        <Link to="/collections">Open Collections</Link>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="home-recent">
      {recent.map((collection) => (
        <li key={collection.id}>
          <Link to={researchPath(collection.name)}>{collection.name}</Link>
          <span className="muted">
            {formatNumber(collection.keyword_count)} keywords, changed {timeAgo(new Date(collection.updated_at), now)}
          </span>
        </li>
      ))}
    </ul>
  );
}
