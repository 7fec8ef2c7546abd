/** The keywords a create or edit names: pasted, from a CSV's text, or a collection of the company. */
import type { Kysely } from 'kysely';
import type { ImportedValues } from '../../src/domain/contracts/imported-values.ts';
import { columnMappingOf } from '../../src/domain/contracts/import-mapping.ts';
import type { KeywordSource } from '../../src/domain/contracts/monitoring.ts';
import type { RejectedPhrase } from '../../src/domain/phrase-validation.ts';
import { trackedKeywordsFromFile, trackedKeywordsFromText, type TrackedKeywordInput } from '../../src/domain/tracked-keyword-input.ts';
import { importedValuesOf } from '../collections/imported-values-store.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export type SourcedKeywords = {
  keywords: TrackedKeywordInput[];
  rejected: RejectedPhrase[];
  /** Tool values to keep beside the keywords: a file's, or those a collection keeps (decision 0057). */
  imported: ImportedValues[];
};

/** `field` names the source in a 400: `keywords` on create, `add_keywords` on edit. */
export async function keywordsOfSource(db: Kysely<Database>, companyId: number, source: KeywordSource, field = 'keywords'): Promise<SourcedKeywords> {
  if (source.kind === 'paste') return { ...trackedKeywordsFromText(source.text, 'paste'), imported: [] };
  if (source.kind === 'csv') {
    const options = source.mapping ? { mapping: columnMappingOf(source.mapping), hasHeader: source.mapping.has_header } : {};
    const file = trackedKeywordsFromFile(source.text, source.file_name, options);
    if (file.outside) {
      const { column, width } = file.outside;
      const name = `${field}.mapping.${file.outside.field}`;
      throw new HttpError(400, { error: 'bad_request', field: name, message: `${name}: the file has ${width} ${width === 1 ? 'column' : 'columns'} (0 to ${width - 1}), there is no column ${column}.` });
    }
    return { keywords: file.keywords, rejected: file.rejected, imported: file.imported ? [file.imported] : [] };
  }
  const collection = await db.selectFrom('collections').select('id').where('id', '=', source.collection_id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  // Another company's collection is as absent as a missing one.
  if (!collection) {
    throw new HttpError(404, { error: 'not_found', field: `${field}.collection_id`, message: `${field}.collection_id: there is no collection ${source.collection_id} in company ${companyId}.` });
  }
  const rows = await db.selectFrom('collection_keywords').select('keyword').where('collection_id', '=', collection.id).orderBy('position').execute();
  const kept = await importedValuesOf(db, collection.id);
  return { ...trackedKeywordsFromText(rows.map((r) => r.keyword).join('\n'), 'paste'), imported: kept.filter((set) => set.entries.length > 0) };
}
