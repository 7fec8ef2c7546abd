import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { keywordsSavedRequestSchema, type KeywordsSavedResponse } from '../../src/domain/contracts/collections.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import { assertScreenAccess } from '../auth/route-access.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { listsHoldingKeywords } from '../collections/collection-store.ts';
import type { Database } from '../db/schema.ts';
import { parseBody } from '../http/errors.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore };

/** Which of the company's collections in a location already hold each keyword (the `lists` column). */
export async function keywordsSavedRoutes(app: FastifyInstance, { db, sessions }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));

  app.post('/research/keywords-saved', async (request): Promise<KeywordsSavedResponse> => {
    const body = parseBody(keywordsSavedRequestSchema, request);
    await assertScreenAccess(db, requireSession(request), body.company_id, '/collections');
    const lists = await listsHoldingKeywords(db, body.company_id, body.loc, body.keywords);
    // Answered in request order, keyword as sent, so the client can zip it with its rows.
    return { data: body.keywords.map((keyword) => ({ keyword, lists: lists.get(phraseIdentity(keyword)) ?? [] })) };
  });
}
