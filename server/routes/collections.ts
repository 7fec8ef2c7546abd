import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  addCollectionKeywordsRequestSchema,
  COLLECTION_UNDO_SECONDS,
  collectionRefRequestSchema,
  createCollectionRequestSchema,
  getCollectionRequestSchema,
  listCollectionsRequestSchema,
  removeCollectionKeywordsRequestSchema,
  renameCollectionRequestSchema,
  sharedResearchPath,
  type CollectionSummary,
} from '../../src/domain/contracts/collections.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import { assertScreenAccess } from '../auth/route-access.ts';
import type { Session, SessionStore } from '../auth/sessions.ts';
import { rowsForKeywords, rowsFromJob } from '../collections/collection-rows.ts';
import {
  addRows,
  collectionRows,
  findCollection,
  findDeletedCollection,
  listCollections,
  nameTaken,
  newShareId,
  purgeExpiredDeletions,
  removeKeywords,
  touchCollection,
} from '../collections/collection-store.ts';
import { customColumnsOf } from '../collections/custom-column-store.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; keywordRows: KeywordRowsLookup };

const SCREEN = '/collections';

const nameConflict = (name: string) =>
  new HttpError(409, { error: 'conflict', field: 'name', message: `name: a collection named "${name}" already exists in this company. Choose another name.` });

const notFound = (companyId: number, id: number) =>
  new HttpError(404, { error: 'not_found', field: 'collection_id', message: `collection_id: there is no collection ${id} in company ${companyId}.` });

/** Aborts the provider lookup when the client goes away, so a closed tab does not keep paying for it. */
function requestSignal(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return controller.signal;
}

export async function collectionRoutes(app: FastifyInstance, { db, sessions, keywordRows }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));

  /** Session, membership and the right of the /collections screen, in that order. */
  async function allowed(request: FastifyRequest, companyId: number): Promise<Session> {
    const session = requireSession(request);
    await assertScreenAccess(db, session, companyId, SCREEN);
    return session;
  }

  async function live(companyId: number, id: number): Promise<CollectionSummary> {
    const collection = await findCollection(db, companyId, { id });
    if (!collection) throw notFound(companyId, id);
    return collection;
  }

  app.post('/collections/list', async (request) => {
    const body = parseBody(listCollectionsRequestSchema, request);
    await allowed(request, body.company_id);
    return { collections: await listCollections(db, body.company_id) };
  });

  app.post('/collections/create', async (request) => {
    const body = parseBody(createCollectionRequestSchema, request);
    const session = await allowed(request, body.company_id);
    if (await nameTaken(db, body.company_id, body.name)) throw nameConflict(body.name);
    // Rows are looked up before the transaction: a slow provider must not hold a database transaction open.
    const rows = body.job_id !== undefined
      ? await rowsFromJob(db, body.company_id, body.job_id)
      : await rowsForKeywords(keywordRows, body.keywords ?? [], body, requestSignal(request));
    const id = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('collections')
        .values({ company_id: body.company_id, name: body.name, location: body.location, language: body.language, created_by: session.userId })
        .onConflict((oc) => oc.expression(sql`company_id, lower(name)`).where('deleted_at', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Two creates of one name at once: the unique index decides, the loser gets the same 409.
      if (!created) throw nameConflict(body.name);
      await addRows(trx, created.id, rows);
      return created.id;
    });
    return { collection: await live(body.company_id, id) };
  });

  app.post('/collections/get', async (request) => {
    const body = parseBody(getCollectionRequestSchema, request);
    await allowed(request, body.company_id);
    const lookup = 'collection_id' in body ? { id: body.collection_id } : { name: body.name };
    const collection = await findCollection(db, body.company_id, lookup);
    if (!collection) {
      if ('collection_id' in body) throw notFound(body.company_id, body.collection_id);
      throw new HttpError(404, { error: 'not_found', field: 'name', message: `name: there is no collection named "${body.name}" in company ${body.company_id}.` });
    }
    return { collection, rows: await collectionRows(db, collection.id), custom_columns: await customColumnsOf(db, collection.id) };
  });

  app.post('/collections/rename', async (request) => {
    const body = parseBody(renameCollectionRequestSchema, request);
    await allowed(request, body.company_id);
    await live(body.company_id, body.collection_id);
    if (await nameTaken(db, body.company_id, body.name, body.collection_id)) throw nameConflict(body.name);
    try {
      await db.updateTable('collections').set({ name: body.name, updated_at: sql<Date>`now()` }).where('id', '=', body.collection_id).execute();
    } catch (error) {
      // The unique index caught a rename racing another one to the same name.
      if (await nameTaken(db, body.company_id, body.name, body.collection_id)) throw nameConflict(body.name);
      throw error;
    }
    return { collection: await live(body.company_id, body.collection_id) };
  });

  app.post('/collections/delete', async (request) => {
    const body = parseBody(collectionRefRequestSchema, request);
    await allowed(request, body.company_id);
    await live(body.company_id, body.collection_id);
    await purgeExpiredDeletions(db, body.company_id, COLLECTION_UNDO_SECONDS);
    const deleted = await db
      .updateTable('collections')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', body.collection_id)
      .returning('deleted_at')
      .executeTakeFirstOrThrow();
    const deletedAt = new Date(deleted.deleted_at ?? Date.now());
    return { deleted: true, undo_until: new Date(deletedAt.getTime() + COLLECTION_UNDO_SECONDS * 1000).toISOString() };
  });

  app.post('/collections/restore', async (request) => {
    const body = parseBody(collectionRefRequestSchema, request);
    await allowed(request, body.company_id);
    const deleted = await findDeletedCollection(db, body.company_id, body.collection_id);
    if (!deleted) throw notFound(body.company_id, body.collection_id);
    // The name may have been taken again meanwhile; the undo then says so instead of failing on the index.
    if (await nameTaken(db, body.company_id, deleted.name)) {
      throw new HttpError(409, { error: 'conflict', field: 'collection_id', message: `collection_id: another collection is now named "${deleted.name}"; rename it first to bring this one back.` });
    }
    await db.updateTable('collections').set({ deleted_at: null, updated_at: sql<Date>`now()` }).where('id', '=', deleted.id).execute();
    return { collection: await live(body.company_id, deleted.id) };
  });

  app.post('/collections/keywords/add', async (request) => {
    const body = parseBody(addCollectionKeywordsRequestSchema, request);
    await allowed(request, body.company_id);
    const collection = await live(body.company_id, body.collection_id);
    const rows = body.job_id !== undefined
      ? await rowsFromJob(db, body.company_id, body.job_id)
      : await rowsForKeywords(keywordRows, body.keywords ?? [], collection, requestSignal(request));
    const added = await db.transaction().execute(async (trx) => {
      const count = await addRows(trx, collection.id, rows);
      await touchCollection(trx, collection.id);
      return count;
    });
    return { added, collection: await live(body.company_id, collection.id) };
  });

  app.post('/collections/keywords/remove', async (request) => {
    const body = parseBody(removeCollectionKeywordsRequestSchema, request);
    await allowed(request, body.company_id);
    const collection = await live(body.company_id, body.collection_id);
    const removed = await removeKeywords(db, collection.id, body.keywords);
    await touchCollection(db, collection.id);
    return { removed, collection: await live(body.company_id, collection.id) };
  });

  app.post('/collections/share', async (request) => {
    const body = parseBody(collectionRefRequestSchema, request);
    await allowed(request, body.company_id);
    const collection = await live(body.company_id, body.collection_id);
    // Sharing twice keeps the link people already have.
    const shareId = collection.share_id ?? newShareId();
    if (collection.share_id === null) await db.updateTable('collections').set({ share_id: shareId }).where('id', '=', collection.id).execute();
    return { share_id: shareId, share_url_path: sharedResearchPath(shareId) };
  });

  app.post('/collections/unshare', async (request) => {
    const body = parseBody(collectionRefRequestSchema, request);
    await allowed(request, body.company_id);
    const collection = await live(body.company_id, body.collection_id);
    await db.updateTable('collections').set({ share_id: null }).where('id', '=', collection.id).execute();
    return { collection: await live(body.company_id, collection.id) };
  });
}
