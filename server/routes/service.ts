import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { headerUpdateRequestSchema, headerUpdateResponseSchema, settingsUpdateRequestSchema, settingsUpdateResponseSchema } from '../../src/domain/contracts/settings-update.ts';
import { startupRequestSchema, startupResponseSchema } from '../../src/domain/contracts/startup.ts';
import { MAX_SAVED_HEADERS_BYTES } from '../../src/domain/contracts/user-settings.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { StartupCache } from '../startup/startup-cache.ts';
import { mergeUserSettings, saveHeaders } from '../users/user-store.ts';

type Deps = { db: Kysely<Database> };

/** The body's `user` (e-mail), `user_id` and `company_id` must be the session's; the access hook checks them. */
export async function serviceRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const startup = new StartupCache(db);
  apiPost(app, '/service/startup', { access: 'member_any_status', body: startupRequestSchema, response: startupResponseSchema }, async ({ body, session }) =>
    startup.load(session.userId, body.company_id, { version: session.startupVersion }),
  );

  apiPost(app, '/service/settings/update', { access: 'member_any_status', body: settingsUpdateRequestSchema, response: settingsUpdateResponseSchema }, async ({ body, session }) => ({
    settings: await mergeUserSettings(db, session.userId, body.settings),
  }));

  apiPost(app, '/service/settings/header/update', { access: 'member_any_status', body: headerUpdateRequestSchema, response: headerUpdateResponseSchema }, async ({ body, session }) => {
    const size = Buffer.byteLength(JSON.stringify(body.saved_headers));
    if (size > MAX_SAVED_HEADERS_BYTES) {
      throw new HttpError(413, {
        error: 'payload_too_large',
        field: 'saved_headers',
        message: `saved_headers: ${size} bytes is more than the ${MAX_SAVED_HEADERS_BYTES} bytes allowed for saved layouts`,
      });
    }
    await saveHeaders(db, session.userId, body.saved_headers);
    return { saved_headers: body.saved_headers };
  });
}
