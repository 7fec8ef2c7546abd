import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutboxResponse } from '../../src/domain/contracts/account.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { OutboxMailer } from '../mail/outbox-mailer.ts';

type Deps = { db: Kysely<Database>; sessions: SessionStore; mailer: Mailer };

export async function devOutboxRoutes(app: FastifyInstance, { db, sessions, mailer }: Deps): Promise<void> {
  if (!(mailer instanceof OutboxMailer)) {
    // With SMTP the mail really leaves and there is no outbox to show, to anybody.
    app.get('/dev/outbox', async () => {
      throw new HttpError(404, { error: 'not_found', message: 'There is no outbox: mail is sent through SMTP_URL.' });
    });
    return;
  }
  const outbox = mailer;
  app.get('/dev/outbox', { preHandler: authenticate(sessions) }, async (request): Promise<OutboxResponse> => {
    const session = requireSession(request);
    const user = await db.selectFrom('users').select('admin').where('id', '=', session.userId).executeTakeFirst();
    // Mails hold live password links, so only an admin may read them.
    if (!user?.admin) throw forbidden('Only an administrator may read the outbox.');
    return { mails: await outbox.latest() };
  });
}
