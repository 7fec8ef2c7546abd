/**
 * The content score of a saved draft (SPEC §3 `editor.content_score`): the domain's `contentScore`
 * against the targets of the project's briefing, computed on the server at every save so the
 * project list shows it without opening the editor.
 */
import type { Kysely } from 'kysely';
import { draftFacts } from '../../src/domain/content-draft-counter.ts';
import { contentScore, type ScoreTargets } from '../../src/domain/content-score.ts';
import { keywordWords } from '../../src/domain/tokenize.ts';
import type { Database } from '../db/schema.ts';
import { draftHtmlBlocks } from './draft-page.ts';
import type { PreparedPageCache } from './prepared-page-cache.ts';
import { briefingOf, preparedCompetitors, projectKeywords, type AnalysedProject } from './project-analysis.ts';

/**
 * The briefing's targets (terms, word count, headings) from the selected competitors; null without
 * a fetched competitor, when there is nothing to score against. Questions play no part in the score.
 */
export async function scoreTargets(db: Kysely<Database>, cache: PreparedPageCache, project: AnalysedProject): Promise<ScoreTargets | null> {
  const competitors = await preparedCompetitors(db, cache, project);
  if (competitors.length === 0) return null;
  const briefing = briefingOf(project, competitors, { questions: [] });
  return { terms: briefing.terms, wordCount: briefing.wordCount, headings: briefing.headings.map((h) => h.text), keywords: projectKeywords(project) };
}

/** The score (0 to 100) of a draft's HTML; null without targets. */
export function draftScore(html: string, targets: ScoreTargets | null): number | null {
  if (targets === null) return null;
  return contentScore(draftFacts(draftHtmlBlocks(html), keywordWords(targets.keywords)), targets).score;
}

/**
 * Scores the stored draft again when its targets changed (another selection, a finished fetch), so
 * the project list never shows the score of a comparison that no longer holds. No new version: the
 * text is the same. Only the revision read is updated, so a save in between keeps its own score.
 */
export async function rescoreDraft(db: Kysely<Database>, cache: PreparedPageCache, project: AnalysedProject): Promise<void> {
  const draft = await db.selectFrom('content_drafts').select(['html', 'revision']).where('project_id', '=', project.id).executeTakeFirst();
  if (!draft) return;
  const score = draftScore(draft.html, await scoreTargets(db, cache, project));
  await db.updateTable('content_drafts').set({ content_score: score }).where('project_id', '=', project.id).where('revision', '=', draft.revision).execute();
}
