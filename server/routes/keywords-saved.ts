import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { keywordsSavedRequestSchema, keywordsSavedResponseSchema, type KeywordsSavedResponse } from '../../src/domain/contracts/collections.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { listsHoldingKeywords } from '../collections/collection-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';

type Deps = { db: Kysely<Database> };

/** Which of the company's collections in a location already hold each keyword (the `lists` column). */
export async function keywordsSavedRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  apiPost(app, '/research/keywords-saved', { access: { screen: '/collections' }, body: keywordsSavedRequestSchema, response: keywordsSavedResponseSchema }, async ({ body }): Promise<KeywordsSavedResponse> => {
    const lists = await listsHoldingKeywords(db, body.company_id, body.loc, body.keywords);
    // Answered in request order, keyword as sent, so the client can zip it with its rows.
    return { data: body.keywords.map((keyword) => ({ keyword, lists: lists.get(phraseIdentity(keyword)) ?? [] })) };
  });
}
