import { ApiCallError } from '../../api/http.ts';

/** The server could not ask its provider: it answered no rankings and said why (SPEC §8). */
export class RankingsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RankingsUnavailableError';
  }
}

/**
 * One more try after a lost connection or a server error; none after a refusal (4xx) or a provider
 * failure, which the server has already waited for and which a second call would only repeat.
 */
export function shouldRetryRankings(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || error instanceof RankingsUnavailableError) return false;
  return !(error instanceof ApiCallError && error.status >= 400 && error.status < 500);
}
