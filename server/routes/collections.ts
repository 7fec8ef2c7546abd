import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addCollectionKeywordsRequestSchema,
  addCollectionKeywordsResponseSchema,
  COLLECTION_UNDO_SECONDS,
  collectionRefRequestSchema,
  collectionResponseSchema,
  createCollectionRequestSchema,
  deleteCollectionResponseSchema,
  getCollectionRequestSchema,
  getCollectionAnswerSchema,
  listCollectionsRequestSchema,
  listCollectionsResponseSchema,
  removeCollectionKeywordsRequestSchema,
  removeCollectionKeywordsResponseSchema,
  renameCollectionRequestSchema,
  shareCollectionRequestSchema,
  shareCollectionResponseSchema,
  sharedResearchPath,
  unshareCollectionResponseSchema,
  type CollectionSummary,
  type GetCollectionCompactResponse,
  type GetCollectionResponse,
} from '../../src/domain/contracts/collections.ts';
import { importedValuesOf, keepImportedValues } from '../collections/imported-values-store.ts';
import { metricsForKeywords, metricsFromJob } from '../collections/collection-rows.ts';
import { collectionCompactRowPages, collectionRowPages } from '../collections/collection-row-pages.ts';
import {
  addRowsAndTouch,
  createCollection,
  findCollection,
  findDeletedCollection,
  listCollections,
  markDeleted,
  nameTaken,
  newShareId,
  purgeExpiredDeletions,
  removeKeywords,
  renameCollection,
  restoreCollection,
  setShareId,
  sharesCustomColumns,
  touchCollection,
} from '../collections/collection-store.ts';
import { customColumnsOf } from '../collections/custom-column-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import { streamedJson, streamedJsonTexts } from '../http/streamed-json.ts';
import type { KeywordMetricsLookup } from '../keywords/keyword-rows.ts';

type Deps = { db: Kysely<Database>; keywordMetrics: KeywordMetricsLookup };

/** Session, membership and the right of the /collections screen, in that order. */
const ACCESS = { screen: '/collections' } as const;

const nameConflict = (name: string) =>
  new HttpError(409, { error: 'conflict', field: 'name', message: `name: a collection named "${name}" already exists in this company. Choose another name.` });

const notFound = (companyId: number, id: number) =>
  new HttpError(404, { error: 'not_found', field: 'collection_id', message: `collection_id: there is no collection ${id} in company ${companyId}.` });

export async function collectionRoutes(app: FastifyInstance, { db, keywordMetrics }: Deps): Promise<void> {
  async function live(companyId: number, id: number): Promise<CollectionSummary> {
    const collection = await findCollection(db, companyId, { id });
    if (!collection) throw notFound(companyId, id);
    return collection;
  }

  apiPost(app, '/collections/list', { access: ACCESS, body: listCollectionsRequestSchema, response: listCollectionsResponseSchema }, async ({ body }) => {
    return { collections: await listCollections(db, body.company_id) };
  });

  apiPost(app, '/collections/create', { access: ACCESS, usage: 'collections', body: createCollectionRequestSchema, response: collectionResponseSchema }, async ({ body, session, reply }) => {
    if (await nameTaken(db, body.company_id, body.name)) throw nameConflict(body.name);
    // Metrics are looked up before the transaction: a slow provider must not hold a database transaction open.
    const entries = body.job_id !== undefined
      ? await metricsFromJob(db, body.company_id, body.job_id)
      : await metricsForKeywords(keywordMetrics, body.keywords ?? [], body, requestSignal(reply));
    const id = await createCollection(db, { companyId: body.company_id, name: body.name, location: body.location, language: body.language, createdBy: session.userId }, entries);
    // Two creates of one name at once: the unique index decides, the loser gets the same 409.
    if (id === undefined) throw nameConflict(body.name);
    if (body.imported) await keepImportedValues(db, id, body.imported);
    return { collection: await live(body.company_id, id) };
  });

  apiPost(app, '/collections/get', { access: ACCESS, body: getCollectionRequestSchema, response: getCollectionAnswerSchema }, async ({ body }) => {
    const lookup = 'collection_id' in body ? { id: body.collection_id } : { name: body.name };
    const collection = await findCollection(db, body.company_id, lookup);
    if (!collection) {
      if ('collection_id' in body) throw notFound(body.company_id, body.collection_id);
      throw new HttpError(404, { error: 'not_found', field: 'name', message: `name: there is no collection named "${body.name}" in company ${body.company_id}.` });
    }
    // Everything but the rows is read before the first byte goes out, so a missing piece is still an error status.
    const fields = { collection, custom_columns: await customColumnsOf(db, collection.id), imported: await importedValuesOf(db, collection.id) };
    if (body.row_form === 'compact') return streamedJsonTexts<GetCollectionCompactResponse, 'compact_rows'>(fields, 'compact_rows', collectionCompactRowPages(db, collection.id));
    return streamedJson<GetCollectionResponse, 'rows'>(fields, 'rows', collectionRowPages(db, collection.id));
  });

  apiPost(app, '/collections/rename', { access: ACCESS, body: renameCollectionRequestSchema, response: collectionResponseSchema }, async ({ body }) => {
    await live(body.company_id, body.collection_id);
    if (await nameTaken(db, body.company_id, body.name, body.collection_id)) throw nameConflict(body.name);
    try {
      await renameCollection(db, body.collection_id, body.name);
    } catch (error) {
      // The unique index caught a rename racing another one to the same name.
      if (await nameTaken(db, body.company_id, body.name, body.collection_id)) throw nameConflict(body.name);
      throw error;
    }
    return { collection: await live(body.company_id, body.collection_id) };
  });

  apiPost(app, '/collections/delete', { access: ACCESS, body: collectionRefRequestSchema, response: deleteCollectionResponseSchema }, async ({ body }) => {
    await live(body.company_id, body.collection_id);
    await purgeExpiredDeletions(db, body.company_id, COLLECTION_UNDO_SECONDS);
    const deletedAt = await markDeleted(db, body.collection_id);
    return { deleted: true as const, undo_until: new Date(deletedAt.getTime() + COLLECTION_UNDO_SECONDS * 1000).toISOString() };
  });

  apiPost(app, '/collections/restore', { access: ACCESS, body: collectionRefRequestSchema, response: collectionResponseSchema }, async ({ body }) => {
    const deleted = await findDeletedCollection(db, body.company_id, body.collection_id);
    if (!deleted) throw notFound(body.company_id, body.collection_id);
    // The name may have been taken again meanwhile; the undo then says so instead of failing on the index.
    if (await nameTaken(db, body.company_id, deleted.name)) {
      throw new HttpError(409, { error: 'conflict', field: 'collection_id', message: `collection_id: another collection is now named "${deleted.name}"; rename it first to bring this one back.` });
    }
    await restoreCollection(db, deleted.id);
    return { collection: await live(body.company_id, deleted.id) };
  });

  apiPost(app, '/collections/keywords/add', { access: ACCESS, usage: 'collections', body: addCollectionKeywordsRequestSchema, response: addCollectionKeywordsResponseSchema }, async ({ body, reply }) => {
    const collection = await live(body.company_id, body.collection_id);
    const entries = body.job_id !== undefined
      ? await metricsFromJob(db, body.company_id, body.job_id)
      : await metricsForKeywords(keywordMetrics, body.keywords ?? [], collection, requestSignal(reply));
    const added = await addRowsAndTouch(db, collection.id, entries);
    if (body.imported) await keepImportedValues(db, collection.id, body.imported);
    return { added, collection: await live(body.company_id, collection.id) };
  });

  apiPost(app, '/collections/keywords/remove', { access: ACCESS, body: removeCollectionKeywordsRequestSchema, response: removeCollectionKeywordsResponseSchema }, async ({ body }) => {
    const collection = await live(body.company_id, body.collection_id);
    const removed = await removeKeywords(db, collection.id, body.keywords);
    await touchCollection(db, collection.id);
    return { removed, collection: await live(body.company_id, collection.id) };
  });

  apiPost(app, '/collections/share', { access: ACCESS, body: shareCollectionRequestSchema, response: shareCollectionResponseSchema }, async ({ body }) => {
    const collection = await live(body.company_id, body.collection_id);
    // Sharing twice keeps the link people already have.
    const shareId = collection.share_id ?? newShareId();
    if (collection.share_id === null || body.with_custom_columns !== undefined) await setShareId(db, collection.id, shareId, body.with_custom_columns);
    return { share_id: shareId, share_url_path: sharedResearchPath(shareId), with_custom_columns: await sharesCustomColumns(db, collection.id) };
  });

  apiPost(app, '/collections/unshare', { access: ACCESS, body: collectionRefRequestSchema, response: unshareCollectionResponseSchema }, async ({ body }) => {
    const collection = await live(body.company_id, body.collection_id);
    await setShareId(db, collection.id, null);
    return { collection: await live(body.company_id, collection.id) };
  });
}
