/**
 * The term analysis of `/wdf-idf` without a project (issue 24): the keyword's top 10 organic
 * results through the SERP port, each page through the page-fetch port (its SSRF guard, size and
 * time limits apply), against the user's own page by URL or their pasted text. Pages that cannot
 * be read are listed with the reason and left out of the analysis.
 */
import { COMPETITOR_DEPTH } from '../../src/domain/contracts/content.ts';
import type { AdHocAnalysisResponse, adHocAnalysisRequestSchema } from '../../src/domain/contracts/content-analysis.ts';
import type { z } from 'zod';
import { mapBounded } from '../providers/cache/bounded-calls.ts';
import type { FetchedPage, PageFetchPort } from '../providers/page-port.ts';
import type { SerpPort } from '../providers/ports.ts';
import { preparePage, termAnalysisView, type PreparedPage } from './analysed-page.ts';

/** Pages downloaded at once: enough for ten pages in a few round trips, few enough not to hammer one host. */
export const PAGE_FETCH_CONCURRENCY = 4;

export type AdHocRequest = z.infer<typeof adHocAnalysisRequestSchema>;
export type AdHocPorts = { serp: SerpPort; pageFetch: PageFetchPort };

/** The own page could not be read: the caller answers it as a refusal of `url`. */
export class OwnPageUnreadable extends Error {}

type Fetched = { page: FetchedPage; error: null } | { page: null; error: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pageOf = (fetched: FetchedPage) => ({ url: fetched.url, title: fetched.title, description: fetched.meta_description ?? '', headings: fetched.headings, text: fetched.main_text });

export async function adHocAnalysis(ports: AdHocPorts, request: AdHocRequest, signal: AbortSignal): Promise<AdHocAnalysisResponse> {
  const { keyword, location, language, device } = request;
  const fetchOne = async (url: string): Promise<Fetched> => {
    try {
      return { page: await ports.pageFetch.fetchPage({ url, keyword, language, signal }), error: null };
    } catch (error) {
      if (signal.aborted) throw error;
      return { page: null, error: reasonOf(error) };
    }
  };
  const ownUrl = request.url !== undefined && request.url.trim() !== '' ? request.url.trim() : null;
  // The own page is fetched beside the competitors, so a slow own page costs no extra round.
  const [serp, ownFetched] = await Promise.all([
    ports.serp.serp({ keyword, location, language, device, depth: COMPETITOR_DEPTH, signal }),
    ownUrl === null ? Promise.resolve(null) : fetchOne(ownUrl),
  ]);
  const organic = serp.organic.slice(0, COMPETITOR_DEPTH);
  const fetched = await mapBounded(organic, PAGE_FETCH_CONCURRENCY, (result) => fetchOne(result.url));

  const competitors: PreparedPage[] = [];
  organic.forEach((result, index) => {
    const page = fetched[index]?.page;
    if (page) competitors.push(preparePage({ competitorId: null, position: result.position, url: result.url, page: pageOf(page), wordCount: page.word_count }, keyword));
  });

  let own: PreparedPage;
  if (ownUrl !== null) {
    if (ownFetched === null || ownFetched.page === null) throw new OwnPageUnreadable(ownFetched?.error ?? 'no answer');
    own = preparePage({ competitorId: null, position: null, url: ownFetched.page.url, page: pageOf(ownFetched.page), wordCount: ownFetched.page.word_count }, keyword);
  } else {
    own = preparePage({ competitorId: null, position: null, url: null, page: { url: '', title: '', description: '', headings: [], text: request.text ?? '' } }, keyword);
  }

  return {
    analysis: termAnalysisView(keyword, competitors, own),
    competitors: organic.map((result, index) => {
      const outcome = fetched[index];
      return {
        position: result.position,
        url: result.url,
        domain: result.domain,
        title: outcome?.page?.title || result.title,
        fetch_error: outcome?.page ? null : (outcome?.error ?? 'not fetched'),
      };
    }),
    own_source: ownUrl === null ? 'text' : 'url',
  };
}
