/**
 * A project's competitors replaced by a new search result (a fetch, or "Fetch again"). A URL that is
 * still in the top 10 keeps its row: its id, so a page the user has open or toggles meanwhile stays
 * the same page, and its place in the analysis (selected or not), which the user chose. Its page is
 * read again (text, headings, speed cleared until the fetch reaches it); a URL no longer there goes.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrganicResult } from '../providers/ports.ts';

type Db = Kysely<Database>;

/**
 * The key two result URLs share when they name the same page: host in lower case, no fragment, no
 * trailing slash (`https://Example.de/rezept/` and `https://example.de/rezept#zutaten` meet).
 */
export function sameUrlKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    const text = parsed.toString();
    return text.endsWith('/') ? text.slice(0, -1) : text;
  } catch {
    return url.trim();
  }
}

export async function replaceCompetitors(db: Db, projectId: number, organic: readonly OrganicResult[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('content_competitors').select(['id', 'url']).where('project_id', '=', projectId).execute();
    const idByUrl = new Map(before.map((row) => [sameUrlKey(row.url), row.id]));
    const kept = new Map<number, OrganicResult>();
    const fresh: OrganicResult[] = [];
    for (const result of organic) {
      const id = idByUrl.get(sameUrlKey(result.url));
      if (id !== undefined && !kept.has(id)) kept.set(id, result);
      else fresh.push(result);
    }
    const keptIds = [...kept.keys()];
    let gone = trx.deleteFrom('content_competitors').where('project_id', '=', projectId);
    if (keptIds.length > 0) gone = gone.where('id', 'not in', keptIds);
    await gone.execute();
    if (keptIds.length > 0) {
      // Out of the way of the unique (project, position) pair while the kept rows take their new places.
      await trx.updateTable('content_competitors').set({ position: sql<number>`-position` }).where('id', 'in', keptIds).execute();
      for (const [id, result] of kept) {
        await trx
          .updateTable('content_competitors')
          .set({ position: result.position, url: result.url, domain: result.domain, title: result.title, meta_description: result.description })
          .where('id', '=', id)
          .execute();
      }
    }
    if (fresh.length === 0) return;
    await trx
      .insertInto('content_competitors')
      .values(fresh.map((result) => ({ project_id: projectId, position: result.position, url: result.url, domain: result.domain, title: result.title, meta_description: result.description, selected: true })))
      .execute();
  });
}
