import { ApiCallError, apiPost } from '../../../api/http.ts';
import { rankingsRequestSchema, rankingsResponseSchema, type KeywordRankingEntry, type RankingsResponse } from '../../../domain/contracts/keyword-data.ts';
import type { RankingDevice, RankingProgress } from '../ranking-form.ts';
import { rankingBatches } from '../ranking-rows.ts';

const RANKINGS_PATH = '/project/get/rankings-for-keywords/frontend';
/** Calls in flight at once: twice as fast as one after another, without crowding the provider. */
const PARALLEL_CALLS = 2;

/** The server could not ask its provider: it answered no rankings and said why (SPEC §8). */
export class RankingsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RankingsUnavailableError';
  }
}

export interface RankingsFetch {
  companyId: number;
  /** The table's market (`location_code`), e.g. 2276 for Germany. */
  location: number;
  /** Normalised with normaliseRankingDomain; the server normalises again. */
  domain: string;
  device: RankingDevice;
  /** Any number of keywords: asked once per identity, in calls of at most MAX_RANKING_KEYWORDS. */
  keywords: readonly string[];
  signal?: AbortSignal;
  /** Called after each answered call with the keywords answered so far. */
  onProgress?(progress: RankingProgress): void;
}

/**
 * A provider failure comes back as HTTP 200 with no rankings and a `warning` (the server keeps the
 * page working). Since every call asks for at least one keyword, that pair is a failure; a warning
 * beside rankings (Amazon volumes missing) is not.
 */
function rankingsOf(answer: RankingsResponse): KeywordRankingEntry[] {
  if (answer.rankings.length === 0 && answer.warning !== undefined) throw new RankingsUnavailableError(answer.warning);
  return answer.rankings;
}

/**
 * POST /api/project/get/rankings-for-keywords/frontend in batches, two at a time; all answers in
 * the order of the batches. The first failure (an HTTP error with the server's message, or a
 * provider failure) rejects, and no further batch is started.
 */
export async function fetchRankings(request: RankingsFetch): Promise<KeywordRankingEntry[]> {
  const batches = rankingBatches(request.keywords);
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  const answers: KeywordRankingEntry[][] = [];
  let done = 0;
  let next = 0;
  let failed = false;
  request.onProgress?.({ done, total });

  async function worker(): Promise<void> {
    while (!failed && next < batches.length) {
      const index = next++;
      const batch = batches[index] ?? [];
      request.signal?.throwIfAborted();
      const body = rankingsRequestSchema.parse({
        company_id: request.companyId,
        location_code: request.location,
        keywords_array: batch,
        domain: request.domain,
        device: request.device,
      });
      try {
        answers[index] = rankingsOf(await apiPost(RANKINGS_PATH, body, rankingsResponseSchema, request.signal ? { signal: request.signal } : {}));
      } catch (error) {
        failed = true;
        throw error;
      }
      done += batch.length;
      request.onProgress?.({ done, total });
    }
  }

  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, batches.length) }, worker));
  return answers.flat();
}

/**
 * One more try after a lost connection or a server error; none after a refusal (4xx) or a provider
 * failure, which the server has already waited for and which a second call would only repeat.
 */
export function shouldRetryRankings(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || error instanceof RankingsUnavailableError) return false;
  return !(error instanceof ApiCallError && error.status >= 400 && error.status < 500);
}
