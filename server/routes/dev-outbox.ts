import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { outboxResponseSchema, type OutboxResponse } from '../../src/domain/contracts/account.ts';
import { addressesInScope, adminScopeOf } from '../auth/admin-scope.ts';
import type { Database } from '../db/schema.ts';
import { apiGet } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { OUTBOX_PAGE_SIZE, OutboxMailer } from '../mail/outbox-mailer.ts';

type Deps = { db: Kysely<Database>; mailer: Mailer; operatorEmails: readonly string[] };

export async function devOutboxRoutes(app: FastifyInstance, { db, mailer, operatorEmails }: Deps): Promise<void> {
  if (!(mailer instanceof OutboxMailer)) {
    // With SMTP the mail really leaves and there is no outbox to show, to anybody.
    apiGet(app, '/dev/outbox', { access: 'public', response: outboxResponseSchema }, async () => {
      throw new HttpError(404, { error: 'not_found', message: 'There is no outbox: mail is sent through SMTP_URL.' });
    });
    return;
  }
  const outbox = mailer;
  // Mails hold live password links: an admin reads only those to people of their own companies
  // (mails to addresses of no account, e.g. registrations, only the operator).
  apiGet(app, '/dev/outbox', { access: { admin: 'read the outbox' }, response: outboxResponseSchema }, async ({ session }): Promise<OutboxResponse> => {
    const addresses = await addressesInScope(db, await adminScopeOf(db, session.userId, operatorEmails));
    return { mails: await outbox.latest(OUTBOX_PAGE_SIZE, addresses) };
  });
}
