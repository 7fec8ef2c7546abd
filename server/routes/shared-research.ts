import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sharedResearchRequestSchema, type SharedResearchResponse } from '../../src/domain/contracts/collections.ts';
import { collectionRows } from '../collections/collection-store.ts';
import { customColumnsOf } from '../collections/custom-column-store.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';

type Deps = { db: Kysely<Database> };

/**
 * The one collection call without login: a share id (128 random bits) is the key. The answer holds
 * the collection's own name, market, rows and custom columns, nothing of the company, its users or its other data.
 */
export async function sharedResearchRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  app.post('/research/shared/get', async (request): Promise<SharedResearchResponse> => {
    const body = parseBody(sharedResearchRequestSchema, request);
    const collection = await db
      .selectFrom('collections')
      .select(['id', 'name', 'location', 'language'])
      .where('share_id', '=', body.share_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!collection) {
      throw new HttpError(404, { error: 'not_found', field: 'share_id', message: 'share_id: this shared research does not exist or is no longer shared. Ask its owner for a new link.' });
    }
    return {
      name: collection.name,
      location: collection.location,
      language: collection.language,
      rows: await collectionRows(db, collection.id),
      custom_columns: await customColumnsOf(db, collection.id),
    };
  });
}
