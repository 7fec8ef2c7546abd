import { COMPETITOR_DEPTH } from '../../../../src/domain/contracts/content.ts';
import { competitorAt, saveFetchedPage, saveFetchError, setProjectStatus } from '../../../content/content-store.ts';
import { replaceCompetitors } from '../../../content/competitor-refresh.ts';
import { rescoreDraft } from '../../../content/draft-score.ts';
import { PreparedPageCache } from '../../../content/prepared-page-cache.ts';
import { isProviderError } from '../../../providers/errors.ts';
import type { JobServices } from '../../job-kind.ts';
import type { BatchContext, BatchResult } from '../../job-port.ts';
import type { ContentFetchPayload } from './content-fetch-payload.ts';

function positionOf(batch: unknown[]): number | 'serp' {
  const [item] = batch;
  if (item === 'serp') return 'serp';
  if (typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= COMPETITOR_DEPTH) return item;
  throw new Error('the batch names neither the search results nor a position');
}

/** The batches of a fetch: the search results first, then one page a batch, so the bell moves per page. */
export function contentFetchBatches(): unknown[][] {
  return [['serp'], ...Array.from({ length: COMPETITOR_DEPTH }, (_, i) => [i + 1])];
}

/**
 * One batch of a content fetch. Batch 0 asks the SERP port for the top 10 and stores them (a
 * failure there is retried by the runner); every other batch fetches one page and measures it. A
 * page that cannot be read keeps its search result and the reason, and counts as a failed item:
 * the other pages go on. The last batch marks the project ready.
 */
export function contentFetchHandler({ db, providers, contentPages }: Pick<JobServices, 'db' | 'providers' | 'contentPages'>) {
  return async (batch: unknown[], ctx: BatchContext, payload: ContentFetchPayload): Promise<BatchResult> => {
    const position = positionOf(batch);
    const market = { location: payload.location, language: payload.language };
    if (position === 'serp') {
      const serp = await providers.serp.serp({ ...market, keyword: payload.keyword, device: payload.device, depth: COMPETITOR_DEPTH, signal: ctx.signal });
      await replaceCompetitors(db, payload.project_id, serp.organic.slice(0, COMPETITOR_DEPTH));
      return { items: [{ results: serp.organic.length }] };
    }
    const finish = async () => {
      if (position !== COMPETITOR_DEPTH) return;
      await setProjectStatus(db, payload.project_id, 'ready');
      // New pages are new targets: the draft's stored score is measured against them. The cache the
      // routes read knows pages by fetch time, so it never serves the old ones, and the analysis
      // after the job finds these pages stemmed already.
      await rescoreDraft(db, contentPages ?? new PreparedPageCache(), { id: payload.project_id, main_keyword: payload.keyword, secondary_keywords: payload.secondary_keywords });
    };
    const competitor = await competitorAt(db, payload.project_id, position);
    if (!competitor) {
      await finish();
      return { items: [] };
    }
    try {
      const page = await providers.pageFetch.fetchPage({ url: competitor.url, keyword: payload.keyword, language: payload.language, signal: ctx.signal });
      // Page speed is a second opinion: a page without it is still worth comparing.
      const speed = await providers.pageSpeed.pageSpeed({ url: page.url, device: payload.device, page, signal: ctx.signal }).catch((error: unknown) => {
        if (ctx.signal.aborted) throw error;
        return null;
      });
      await saveFetchedPage(db, competitor.id, page, speed);
      await finish();
      return { items: [{ position, url: competitor.url, word_count: page.word_count }] };
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      const reason = isProviderError(error) || error instanceof Error ? error.message : String(error);
      await saveFetchError(db, competitor.id, reason);
      await finish();
      return { items: [], failed: [{ item: competitor.url, reason }] };
    }
  };
}
