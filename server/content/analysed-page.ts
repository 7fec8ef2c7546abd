/**
 * A page as the term analysis reads it (competitor, own page or draft), stemmed once, and the
 * analysis answer of the contract made from such pages. Shared by a project's analysis and `/wdf-idf`.
 */
import { analyseTerms } from '../../src/domain/content-term-analysis.ts';
import { pageRelevance, type ContentPage, type PageRelevance } from '../../src/domain/content-page-relevance.ts';
import { countWords } from '../../src/domain/content-words.ts';
import { TERM_ANALYSIS_LIMIT, type AnalysedPage, type TermAnalysis } from '../../src/domain/contracts/content-analysis.ts';
import { termDocument, type TermDocument } from '../../src/domain/german-terms.ts';
import { keywordWords } from '../../src/domain/tokenize.ts';

export interface PreparedPage {
  readonly competitorId: number | null;
  readonly position: number | null;
  /** Null for pasted text and a draft. */
  readonly url: string | null;
  readonly page: ContentPage;
  readonly document: TermDocument;
  readonly wordCount: number;
  readonly relevance: PageRelevance;
}

export type PageSource = { competitorId: number | null; position: number | null; url: string | null; page: ContentPage; wordCount?: number | null };

/**
 * Stems the page once and scores its relevance for the keyword: the part worth caching. The words of
 * the keyword and of the secondary keywords are kept although some are stop words (decision 0059).
 */
export function preparePage(source: PageSource, keyword: string, secondaryKeywords: readonly string[] = []): PreparedPage {
  const document = termDocument(source.page.text, keywordWords([keyword, ...secondaryKeywords]));
  return {
    competitorId: source.competitorId,
    position: source.position,
    url: source.url,
    page: source.page,
    document,
    wordCount: source.wordCount ?? countWords(source.page.text),
    relevance: pageRelevance(source.page, keyword, document),
  };
}

function pageView(p: PreparedPage): AnalysedPage {
  const r = p.relevance;
  return {
    competitor_id: p.competitorId,
    position: p.position,
    url: p.url,
    title: p.page.title,
    word_count: p.wordCount,
    relevance: { url_coverage: r.urlCoverage, term_placement: r.termPlacement, average_wdf: r.averageWdf, score: r.score },
  };
}

/** The contract's term analysis: the strongest TERM_ANALYSIS_LIMIT terms by WDF*IDF, the pages by position. */
export function termAnalysisView(keyword: string, competitors: readonly PreparedPage[], own: PreparedPage | null): TermAnalysis {
  const rows = analyseTerms(competitors.map((c) => c.document), own?.document ?? null).slice(0, TERM_ANALYSIS_LIMIT);
  return {
    keyword,
    competitor_count: competitors.length,
    terms: rows.map((row) => ({
      stem: row.stem,
      term: row.term,
      holding: row.holding,
      average_wdf: row.averageWdf,
      max_wdf: row.maxWdf,
      idf: row.idf,
      wdf_idf: row.wdfIdf,
      own_count: row.ownCount,
      own_wdf: row.ownWdf,
      own_wdf_idf: row.ownWdfIdf,
      target: { min: row.target.min, max: row.target.max },
      recommendation: row.recommendation,
    })),
    pages: [...competitors].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map(pageView),
    own: own === null ? null : pageView(own),
  };
}
