import { apiPost } from '../../../api/http.ts';
import { rankingsRequestSchema, rankingsResponseSchema, type KeywordRankingEntry, type RankingsResponse } from '../../../domain/contracts/keyword-data.ts';
import type { RankingsFetch } from '../../../workbench/ports.ts';
import { rankingBatches } from '../../../workbench/ranking/ranking-rows.ts';
import { RankingsUnavailableError } from '../../../workbench/ranking/rankings-retry.ts';

const RANKINGS_PATH = '/project/get/rankings-for-keywords/frontend';
/** Calls in flight at once: twice as fast as one after another, without crowding the provider. */
const PARALLEL_CALLS = 2;

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
