/**
 * One draft per content project, saved with an optimistic revision (decision 0049): a save names
 * the revision it was edited from and wins only if nobody saved since; every save keeps a version.
 */
import { sql, type Kysely } from 'kysely';
import { parseHTML } from 'linkedom';
import type { Draft } from '../../src/domain/contracts/content.ts';
import type { Database } from '../db/schema.ts';
import { countWords } from '../providers/page-fetch/extract-page.ts';

type Db = Kysely<Database>;

/** Words of the draft as a reader sees them: block elements separate words, tags do not count. */
export function draftWordCount(html: string): number {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const element of document.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, br, div, td, th')) element.after(document.createTextNode(' '));
  return countWords(document.body.textContent ?? '');
}

/** A project without a saved draft has an empty one at revision 0. */
export async function findDraft(db: Db, projectId: number): Promise<Draft> {
  const row = await db.selectFrom('content_drafts').select(['project_id', 'html', 'word_count', 'revision', 'updated_at']).where('project_id', '=', projectId).executeTakeFirst();
  if (!row) return { project_id: projectId, html: '', word_count: 0, revision: 0, updated_at: null };
  return { ...row, updated_at: row.updated_at.toISOString() };
}

export type SaveOutcome = { saved: true; draft: Draft } | { saved: false; current: Draft };

/**
 * Saves when `revision` is the stored one (0: no draft yet), as one conditional statement, so two
 * tabs saving at once cannot both win; the loser gets the current draft to show the conflict.
 * `contentScore` is the draft's score as the server computed it (draft-score.ts); null without targets.
 */
export async function saveDraft(db: Db, projectId: number, revision: number, html: string, userId: number | null, contentScore: number | null = null): Promise<SaveOutcome> {
  const wordCount = draftWordCount(html);
  const next = revision + 1;
  const written = await db.transaction().execute(async (trx) => {
    const row =
      revision === 0
        ? await trx
            .insertInto('content_drafts')
            .values({ project_id: projectId, html, word_count: wordCount, content_score: contentScore, revision: next, updated_by: userId })
            .onConflict((oc) => oc.column('project_id').doNothing())
            .returning(['updated_at'])
            .executeTakeFirst()
        : await trx
            .updateTable('content_drafts')
            .set({ html, word_count: wordCount, content_score: contentScore, revision: next, updated_by: userId, updated_at: sql<Date>`now()` })
            .where('project_id', '=', projectId)
            .where('revision', '=', revision)
            .returning(['updated_at'])
            .executeTakeFirst();
    if (!row) return null;
    await trx.insertInto('content_draft_versions').values({ project_id: projectId, revision: next, html, word_count: wordCount, saved_by: userId }).execute();
    return row.updated_at;
  });
  if (written === null) return { saved: false, current: await findDraft(db, projectId) };
  return { saved: true, draft: { project_id: projectId, html, word_count: wordCount, revision: next, updated_at: written.toISOString() } };
}

export async function listVersions(db: Db, projectId: number): Promise<{ revision: number; word_count: number; saved_at: string; saved_by: number | null }[]> {
  const rows = await db.selectFrom('content_draft_versions').select(['revision', 'word_count', 'saved_at', 'saved_by']).where('project_id', '=', projectId).orderBy('revision', 'desc').limit(200).execute();
  return rows.map((row) => ({ ...row, saved_at: row.saved_at.toISOString() }));
}

export async function findVersion(db: Db, projectId: number, revision: number): Promise<{ revision: number; html: string; saved_at: string } | undefined> {
  const row = await db.selectFrom('content_draft_versions').select(['revision', 'html', 'saved_at']).where('project_id', '=', projectId).where('revision', '=', revision).executeTakeFirst();
  return row ? { ...row, saved_at: row.saved_at.toISOString() } : undefined;
}
