/** The keywords a create or edit names: pasted, from a CSV's text, or a collection of the company. */
import type { Kysely } from 'kysely';
import type { KeywordSource } from '../../src/domain/contracts/monitoring.ts';
import type { RejectedPhrase } from '../../src/domain/phrase-validation.ts';
import { trackedKeywordsFromText, type TrackedKeywordInput } from '../../src/domain/tracked-keyword-input.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export async function keywordsOfSource(db: Kysely<Database>, companyId: number, source: KeywordSource): Promise<{ keywords: TrackedKeywordInput[]; rejected: RejectedPhrase[] }> {
  if (source.kind !== 'collection') return trackedKeywordsFromText(source.text, source.kind);
  const collection = await db.selectFrom('collections').select('id').where('id', '=', source.collection_id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  // Another company's collection is as absent as a missing one.
  if (!collection) {
    throw new HttpError(404, { error: 'not_found', field: 'keywords.collection_id', message: `keywords.collection_id: there is no collection ${source.collection_id} in company ${companyId}.` });
  }
  const rows = await db.selectFrom('collection_keywords').select('keyword').where('collection_id', '=', collection.id).orderBy('position').execute();
  return trackedKeywordsFromText(rows.map((r) => r.keyword).join('\n'), 'paste');
}
