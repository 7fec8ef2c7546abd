/**
 * A project's term analysis and briefing: its selected, fetched competitors (stemmed once, kept in
 * the PreparedPageCache) against its draft. Nothing about HTTP.
 */
import type { Kysely } from 'kysely';
import { buildBriefing, type Briefing } from '../../src/domain/content-briefing.ts';
import type { BriefingView, TermAnalysis } from '../../src/domain/contracts/content-analysis.ts';
import type { Database } from '../db/schema.ts';
import { preparePage, termAnalysisView, type PreparedPage } from './analysed-page.ts';
import type { ProjectRecord } from './content-store.ts';
import { draftHtmlBlocks, draftPage } from './draft-page.ts';
import { findDraft } from './draft-store.ts';
import { pageKey, type PageKey, type PreparedPageCache } from './prepared-page-cache.ts';

type Db = Kysely<Database>;
/** What the analysis needs of a project. */
export type AnalysedProject = Pick<ProjectRecord, 'id' | 'main_keyword' | 'secondary_keywords'>;

/** The project's keywords, main first: the words the term documents keep. */
export const projectKeywords = (project: AnalysedProject): string[] => [project.main_keyword, ...project.secondary_keywords];

/** Read by the analysis: selected, and fetched without an error (a failed refresh keeps no old text). */
function analysedRows(db: Db, projectId: number) {
  return db
    .selectFrom('content_competitors')
    .where('project_id', '=', projectId)
    .where('selected', '=', true)
    .where('main_text', 'is not', null)
    .where('fetch_error', 'is', null)
    .where('fetched_at', 'is not', null);
}

/** The project's analysed competitors by position, from memory where the same pages were stemmed before. */
export async function preparedCompetitors(db: Db, cache: PreparedPageCache, project: AnalysedProject): Promise<PreparedPage[]> {
  const keyword = project.main_keyword;
  // The cache knows a page by the words it was stemmed with: all of the project's keywords.
  const keyName = projectKeywords(project).join('\u241f');
  const heads = await analysedRows(db, project.id).select(['id', 'fetched_at']).orderBy('position').execute();
  const keys = heads.map((head) => pageKey(keyName, head.id, head.fetched_at));
  return cache.pages(project.id, keys, async (missing) => {
    const wanted = new Set(missing);
    const ids = heads.filter((head) => wanted.has(pageKey(keyName, head.id, head.fetched_at))).map((head) => head.id);
    const rows = await analysedRows(db, project.id)
      .select(['id', 'position', 'url', 'title', 'meta_description', 'headings', 'main_text', 'word_count', 'fetched_at'])
      .where('id', 'in', ids)
      .execute();
    const made = new Map<PageKey, PreparedPage>();
    for (const row of rows) {
      const page = { url: row.url, title: row.title, description: row.meta_description ?? '', headings: row.headings, text: row.main_text ?? '' };
      made.set(pageKey(keyName, row.id, row.fetched_at), preparePage({ competitorId: row.id, position: row.position, url: row.url, page, wordCount: row.word_count }, keyword, project.secondary_keywords));
    }
    return made;
  });
}

/** The draft as the own page; null when it has no text. */
export async function preparedDraft(db: Db, project: AnalysedProject): Promise<PreparedPage | null> {
  const draft = await findDraft(db, project.id);
  const blocks = draftHtmlBlocks(draft.html);
  if (blocks.length === 0) return null;
  return preparePage({ competitorId: null, position: null, url: null, page: draftPage(blocks), wordCount: draft.word_count }, project.main_keyword, project.secondary_keywords);
}

export async function projectTermAnalysis(db: Db, cache: PreparedPageCache, project: AnalysedProject): Promise<TermAnalysis> {
  const [competitors, own] = await Promise.all([preparedCompetitors(db, cache, project), preparedDraft(db, project)]);
  return termAnalysisView(project.main_keyword, competitors, own);
}

export type BriefingExtras = { questions: readonly string[]; providedIntent?: unknown };

/** The domain's briefing from the prepared competitors; questions and intent come from the research sources. */
export function briefingOf(project: AnalysedProject, competitors: readonly PreparedPage[], extras: BriefingExtras): Briefing {
  return buildBriefing({ keyword: project.main_keyword, secondaryKeywords: project.secondary_keywords, competitors: competitors.map((c) => ({ page: c.page, document: c.document })), questions: extras.questions, providedIntent: extras.providedIntent });
}

export function briefingView(briefing: Briefing): BriefingView {
  return {
    keyword: briefing.keyword,
    intent: briefing.intent,
    word_count: briefing.wordCount === null ? null : { min: briefing.wordCount.min, max: briefing.wordCount.max },
    headings: briefing.headings.map((h) => ({ text: h.text, level: h.level, pages: h.pages })),
    terms: briefing.terms.map((t) => ({ stem: t.stem, term: t.term, range: { min: t.range.min, max: t.range.max }, must_use: t.mustUse })),
    questions: [...briefing.questions],
    competitor_count: briefing.competitorCount,
  };
}
