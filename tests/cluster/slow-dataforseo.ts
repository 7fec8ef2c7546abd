import { FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo } from '../support/fake-dataforseo.ts';
import { LIVE, startFakeSerpTasks } from '../support/fake-dataforseo-serp-tasks.ts';
import type { RecordedRequest } from '../support/fake-provider-server.ts';
import { startGatedRelay, type GatedRelay } from './gated-relay.ts';

export type SlowDataForSeo = Pick<GatedRelay, 'hold' | 'holding' | 'release'> & {
  env: Record<string, string>;
  /** The requests both fakes answered (held ones whose caller died never reach them). */
  requests(): RecordedRequest[];
  close(): Promise<void>;
};

/**
 * The fake DataForSEO behind a relay that holds each answer `delayMs`: a 10,000-keyword job then
 * takes seconds, long enough to kill the instance running it in the middle. The live SERP goes to
 * the SERP fake, whose page has ten organic results (a content fetch then fetches ten pages).
 */
export async function startSlowDataForSeo(delayMs: number): Promise<SlowDataForSeo> {
  const fake = await startFakeDataForSeo();
  const serp = await startFakeSerpTasks();
  const relay = await startGatedRelay({ upstream: (path) => (path === LIVE ? serp.url : fake.url), delayMs });
  return {
    env: { DATAFORSEO_LOGIN: FAKE_LOGIN, DATAFORSEO_PASSWORD: FAKE_PASSWORD, DATAFORSEO_URL: relay.url, DATAFORSEO_ADS_REQUESTS_PER_MINUTE: '100000', DATAFORSEO_REQUESTS_PER_MINUTE: '100000' },
    requests: () => [...fake.requests, ...serp.requests],
    hold: relay.hold,
    holding: relay.holding,
    release: relay.release,
    async close() {
      await relay.close();
      await fake.close();
      await serp.close();
    },
  };
}
