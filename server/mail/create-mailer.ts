import type { Kysely } from 'kysely';
import { DEFAULT_MAIL_FROM } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailOptions, Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(db: Kysely<Database>, options: MailOptions = {}): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from ?? DEFAULT_MAIL_FROM) : new OutboxMailer(db);
}
