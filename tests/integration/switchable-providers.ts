import { ProviderError } from '../../server/providers/errors.ts';
import type { KeywordMetricsPort, Providers } from '../../server/providers/ports.ts';
import { sampleMetrics } from '../../server/providers/sample/index.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';

/** Sample providers whose metrics and other ports can be switched to fail, counting metrics calls. */
export function switchableProviders() {
  const state = { fail: false, metricsCalls: 0 };
  const fail = (): never => {
    throw new ProviderError('no_credits_left', 'The DataForSEO account has no credits left.');
  };
  const sample = selectProviders({});
  const metrics: KeywordMetricsPort = {
    async metrics(request) {
      state.metricsCalls += 1;
      return state.fail ? fail() : sampleMetrics.metrics(request);
    },
  };
  const providers: Providers = {
    ...sample,
    metrics,
    suggestions: { suggestions: async (request) => (state.fail ? fail() : sample.suggestions.suggestions(request)) },
    serp: { serp: async (request) => (state.fail ? fail() : sample.serp.serp(request)) },
    rankings: { rankings: async (request) => (state.fail ? fail() : sample.rankings.rankings(request)) },
  };
  return { state, providers };
}
