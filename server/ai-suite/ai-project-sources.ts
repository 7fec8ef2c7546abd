/**
 * What an AI project starts from (issue 20): one keyword, one of the company's collections or one
 * of its content projects, turned into the project's keyword rows and record. Another company's
 * collection or content project is a 404 naming the field, as if it did not exist.
 */
import type { Kysely } from 'kysely';
import { MAX_PROJECT_KEYWORDS, type AiSource } from '../../src/domain/contracts/ai-suite.ts';
import { emptyKeywordRow, type KeywordRow } from '../../src/domain/keyword-row.ts';
import { tidyPhrase } from '../../src/domain/phrase-validation.ts';
import { collectionRows } from '../collections/collection-row-pages.ts';
import { findCollection } from '../collections/collection-store.ts';
import { findProject as findContentProject } from '../content/content-store.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import type { NewProject } from './ai-project-store.ts';

export type ProjectStart = { project: NewProject; rows: KeywordRow[] };

const notFound = (field: string, what: string, id: number, companyId: number) => new HttpError(404, { error: 'not_found', field, message: `${field}: no ${what} ${id} in company ${companyId}.` });

/** The rows of one keyword in a market, looked up through the cached metrics (an empty row when none is known). */
async function oneKeyword(keywordRows: KeywordRowsLookup, keyword: string, location: number, language: string, signal: AbortSignal): Promise<KeywordRow[]> {
  const rows = await keywordRows({ keywords: [keyword], location, language, signal });
  return rows.length === 0 ? [emptyKeywordRow(keyword)] : rows;
}

export async function projectStart(
  deps: { db: Kysely<Database>; keywordRows: KeywordRowsLookup },
  request: { company_id: number; name: string; source: AiSource; userId: number },
  signal: AbortSignal,
): Promise<ProjectStart> {
  const { db, keywordRows } = deps;
  const { source, company_id: companyId } = request;
  const base = { company_id: companyId, name: request.name, created_by: request.userId };
  switch (source.kind) {
    case 'collection': {
      const collection = await findCollection(db, companyId, { id: source.collection_id });
      if (!collection) throw notFound('source.collection_id', 'collection', source.collection_id, companyId);
      // A project holds the collection's 1.000 most searched keywords.
      const rows = (await collectionRows(db, collection.id, false)).sort((a, b) => (b.avgsv ?? -1) - (a.avgsv ?? -1)).slice(0, MAX_PROJECT_KEYWORDS);
      if (rows.length === 0) throw new HttpError(400, { error: 'bad_request', field: 'source.collection_id', message: `source.collection_id: the collection ${collection.name} holds no keywords.` });
      return { rows, project: { ...base, source: 'collection', source_name: collection.name, collection_id: collection.id, location: collection.location, language: collection.language } };
    }
    case 'content': {
      const content = await findContentProject(db, companyId, source.content_project_id);
      if (!content) throw notFound('source.content_project_id', 'content project', source.content_project_id, companyId);
      // The main keyword first, then the secondary ones: the texts are for the page the content project plans.
      const keywords = [...new Set([content.main_keyword, ...content.secondary_keywords].map(tidyPhrase))];
      const found = await keywordRows({ keywords, location: content.location, language: content.language, signal });
      const byKeyword = new Map(found.map((row) => [row.keyword, row]));
      const rows = keywords.map((k) => byKeyword.get(k) ?? emptyKeywordRow(k));
      return {
        rows,
        project: { ...base, source: 'content', source_name: content.main_keyword, collection_id: null, content_project_id: content.id, location: content.location, language: content.language },
      };
    }
    case 'keyword': {
      const keyword = tidyPhrase(source.keyword);
      const rows = await oneKeyword(keywordRows, keyword, source.location, source.language, signal);
      return { rows, project: { ...base, source: 'keyword', source_name: keyword, collection_id: null, location: source.location, language: source.language } };
    }
  }
}
