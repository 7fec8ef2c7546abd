import type { FastifyInstance } from 'fastify';
import type { OutboxResponse } from '../../src/domain/contracts/account.ts';
import { apiGet } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { OutboxMailer } from '../mail/outbox-mailer.ts';

type Deps = { mailer: Mailer };

export async function devOutboxRoutes(app: FastifyInstance, { mailer }: Deps): Promise<void> {
  if (!(mailer instanceof OutboxMailer)) {
    // With SMTP the mail really leaves and there is no outbox to show, to anybody.
    apiGet(app, '/dev/outbox', { access: 'public' }, async () => {
      throw new HttpError(404, { error: 'not_found', message: 'There is no outbox: mail is sent through SMTP_URL.' });
    });
    return;
  }
  const outbox = mailer;
  // Mails hold live password links, so only an admin may read them.
  apiGet(app, '/dev/outbox', { access: { admin: 'read the outbox' } }, async (): Promise<OutboxResponse> => ({ mails: await outbox.latest() }));
}
