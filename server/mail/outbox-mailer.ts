import { sql, type Kysely } from 'kysely';
import type { OutboxMail } from '../../src/domain/contracts/account.ts';
import type { Database } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

export const OUTBOX_PAGE_SIZE = 50;

/** Without an SMTP server, mail lands in a table that the dev outbox page shows. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(private readonly db: Kysely<Database>) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .execute();
  }

  /** The newest mails; with `onlyTo`, only those to these lower-case addresses. */
  async latest(limit = OUTBOX_PAGE_SIZE, onlyTo?: readonly string[]): Promise<OutboxMail[]> {
    if (onlyTo?.length === 0) return [];
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['id', 'to', 'subject', 'text', 'created_at'])
      .$if(onlyTo !== undefined, (q) => q.where(sql<string>`lower("to")`, 'in', onlyTo ?? []))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  }
}
