import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  sharedResearchAnswerSchema,
  sharedResearchRequestSchema,
  type SharedResearchCompactResponse,
  type SharedResearchResponse,
} from '../../src/domain/contracts/collections.ts';
import { collectionCompactRowPages, collectionRowPages } from '../collections/collection-row-pages.ts';
import { findSharedCollection } from '../collections/collection-store.ts';
import { customColumnsOf } from '../collections/custom-column-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { streamedJson, streamedJsonTexts, type StreamedJson } from '../http/streamed-json.ts';

type Deps = { db: Kysely<Database> };

/**
 * The one collection call without login: a share id (128 random bits) is the key. The answer holds
 * the collection's own name, market and rows (and custom columns when its owner shared them), nothing of the company, its users or its other data.
 */
export async function sharedResearchRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  apiPost(app, '/research/shared/get', { access: 'public', body: sharedResearchRequestSchema, response: sharedResearchAnswerSchema }, async ({ body }): Promise<StreamedJson<SharedResearchResponse | SharedResearchCompactResponse>> => {
    const collection = await findSharedCollection(db, body.share_id);
    if (!collection) {
      throw new HttpError(404, { error: 'not_found', field: 'share_id', message: 'share_id: this shared research does not exist or is no longer shared. Ask its owner for a new link.' });
    }
    // Custom columns often hold internal notes: they travel only when the owner shared them (decision 0025).
    const customs = collection.share_custom_columns;
    const fields = { name: collection.name, location: collection.location, language: collection.language, custom_columns: customs ? await customColumnsOf(db, collection.id) : [] };
    // A shared research of 10,000 rows is written a page at a time, as /collections/get is.
    if (body.row_form === 'compact') return streamedJsonTexts<SharedResearchCompactResponse, 'compact_rows'>(fields, 'compact_rows', collectionCompactRowPages(db, collection.id, customs));
    return streamedJson<SharedResearchResponse, 'rows'>(fields, 'rows', collectionRowPages(db, collection.id, customs));
  });
}
