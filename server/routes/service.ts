import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { headerUpdateRequestSchema, settingsUpdateRequestSchema } from '../../src/domain/contracts/settings-update.ts';
import { startupRequestSchema } from '../../src/domain/contracts/startup.ts';
import { MAX_SAVED_HEADERS_BYTES } from '../../src/domain/contracts/user-settings.ts';
import { assertOwnership, authenticate, requireSession } from '../auth/authenticate.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, HttpError, parseBody } from '../http/errors.ts';
import { loadStartupData } from './startup-data.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore };

export async function serviceRoutes(app: FastifyInstance, { db, sessions }: Deps): Promise<void> {
  app.addHook('preHandler', authenticate(sessions));

  app.post('/service/startup', async (request) => {
    const session = requireSession(request);
    const body = parseBody(startupRequestSchema, request);
    if (body.user.toLowerCase() !== session.email.toLowerCase()) {
      throw forbidden(`user ${body.user} is not the user of this session.`);
    }
    await assertOwnership(db, session, body);
    return loadStartupData(db, session.userId, body.company_id);
  });

  app.post('/service/settings/update', async (request) => {
    const session = requireSession(request);
    const body = parseBody(settingsUpdateRequestSchema, request);
    await assertOwnership(db, session, body);
    const settings = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('users').select('settings').where('id', '=', session.userId).forUpdate().executeTakeFirstOrThrow();
      const next = { ...current.settings, ...body.settings };
      await trx.updateTable('users').set({ settings: next }).where('id', '=', session.userId).execute();
      return next;
    });
    return { settings };
  });

  app.post('/service/settings/header/update', async (request) => {
    const session = requireSession(request);
    const body = parseBody(headerUpdateRequestSchema, request);
    await assertOwnership(db, session, body);
    const size = Buffer.byteLength(JSON.stringify(body.saved_headers));
    if (size > MAX_SAVED_HEADERS_BYTES) {
      throw new HttpError(413, {
        error: 'payload_too_large',
        field: 'saved_headers',
        message: `saved_headers: ${size} bytes is more than the ${MAX_SAVED_HEADERS_BYTES} bytes allowed for saved layouts`,
      });
    }
    await db.updateTable('users').set({ saved_headers: body.saved_headers }).where('id', '=', session.userId).execute();
    return { saved_headers: body.saved_headers };
  });
}
