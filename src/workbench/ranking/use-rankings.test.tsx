import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../session/app-store.ts';
import type { KeywordRankingEntry } from '../../domain/contracts/keyword-data.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { RANK_BAND_COLOURS } from '../../domain/rank-colour.ts';
import { WorkbenchPortsContext } from '../ports.ts';
import { portsThatAnswerNothing } from '../../../tests/support/workbench-ports-fixtures.ts';
import type { RankingSettings } from './ranking-form.ts';
import { keywordListHash, rankingsQueryKey } from './rankings-query-key.ts';
import { useRankings, type RankingsState } from './use-rankings.ts';

const rows: KeywordRow[] = [emptyKeywordRow('Glühwein'), { ...emptyKeywordRow('punsch'), grouped: [emptyKeywordRow('Punsch ')] }];
const settings: RankingSettings = { domain: 'www.example.de', device: 'mobile' };
const at = '2026-11-20T08:00:00.000Z';

/** Renders the hook once on the server, which reads the query cache but starts no fetch. */
function renderHook(client: QueryClient, input: RankingSettings | null, location: number | null): RankingsState {
  let state: RankingsState | null = null;
  function Probe() {
    state = useRankings(rows, input, location);
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <WorkbenchPortsContext value={portsThatAnswerNothing}>
        <Probe />
      </WorkbenchPortsContext>
    </QueryClientProvider>,
  );
  if (state === null) throw new Error('the hook did not render');
  return state;
}

describe('useRankings', () => {
  beforeEach(() => appStore.set(sessionAtom, { token: 't', user: 'a@b.de', id: 2, company_id: 7, plan: 3, username: 'a' }));
  afterEach(() => appStore.set(sessionAtom, null));

  it('is off without settings and hands the rows through untouched', () => {
    const state = renderHook(new QueryClient(), null, 2276);
    expect(state.status).toBe('off');
    expect(state.rows).toBe(rows);
  });

  it('loads with a progress over the distinct keywords of the rows and their groups', () => {
    const state = renderHook(new QueryClient(), settings, 2276);
    expect(state).toMatchObject({ status: 'loading', error: null, progress: { done: 0, total: 2 } });
    expect(state.rows).toBe(rows);
  });

  it('says why it cannot look up without a market or a company', () => {
    expect(renderHook(new QueryClient(), settings, null)).toMatchObject({ status: 'error', error: 'Rankings need the market of this table.' });
    appStore.set(sessionAtom, null);
    expect(renderHook(new QueryClient(), settings, 2276)).toMatchObject({ status: 'error', error: 'Rankings need a signed-in company.' });
  });

  it('puts cached answers of this company, market, domain, device and keyword list on the rows', () => {
    const client = new QueryClient();
    const answers: KeywordRankingEntry[] = [
      { keyword: 'glühwein', ranking: 4, datetime: at, amazon_search_volume: null },
      { keyword: 'punsch', ranking: 31, datetime: at, amazon_search_volume: null },
    ];
    const key = rankingsQueryKey({ companyId: 7, location: 2276, ...settings, keywordHash: keywordListHash(['Glühwein', 'punsch']) });
    client.setQueryData(key, answers);
    const state = renderHook(client, settings, 2276);
    expect(state.status).toBe('ready');
    expect(state.rows[0]?.ranking).toEqual({ position: 4, datetime: at, color: RANK_BAND_COLOURS[0] });
    expect(state.rows[1]?.grouped?.[0]?.ranking?.position).toBe(31);
    expect(renderHook(client, { ...settings, device: 'desktop' }, 2276).status).toBe('loading');
  });
});
