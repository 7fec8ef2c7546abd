import { RANKINGS_HOST_PATH } from '../../server/providers/rankings-host/rankings-host-call.ts';
import { startFakeProviderServer, type RecordedRequest } from '../support/fake-provider-server.ts';
import { startGatedRelay, type GatedRelay } from './gated-relay.ts';

/** Where the fake host says the domain ranks for a keyword: nowhere for every seventh length, else 1 to 30. */
export function hostRanking(keyword: string): number | null {
  return keyword.length % 7 === 0 ? null : (keyword.length * 7) % 30 + 1;
}

export type FakeRankingsHost = Pick<GatedRelay, 'url' | 'hold' | 'holding' | 'release'> & {
  /** The keywords of every call the host answered, one list a call. */
  calls(): string[][];
  close(): Promise<void>;
};

/**
 * A white-label partner's rankings host (SPEC §7 body in, `{rankings: [{keyword, ranking, datetime}]}`
 * out, as tests/integration/monitoring-schedule.test.ts fakes it), behind a gate that can hold the
 * call of one batch.
 */
export async function startFakeRankingsHost(): Promise<FakeRankingsHost> {
  const host = await startFakeProviderServer((request: RecordedRequest) => {
    if (request.path !== RANKINGS_HOST_PATH) return { status: 404, json: { error: 'not found' } };
    const body = request.body as { keywords_array: string[] };
    return { json: { rankings: body.keywords_array.map((keyword) => ({ keyword, ranking: hostRanking(keyword), datetime: new Date().toISOString() })) } };
  });
  const relay = await startGatedRelay({ upstream: () => host.url });
  return {
    url: relay.url,
    hold: relay.hold,
    holding: relay.holding,
    release: relay.release,
    calls: () => host.requests.flatMap((request) => (request.path === RANKINGS_HOST_PATH ? [(request.body as { keywords_array: string[] }).keywords_array] : [])),
    async close() {
      await relay.close();
      await host.close();
    },
  };
}
