import { sql, type Kysely } from 'kysely';
import { LOGIN_WINDOW_MINUTES } from '../auth/login-limiter.ts';
import type { Database } from '../db/schema.ts';
import type { LimitVerdict } from '../auth/login-limiter.ts';

/** Mails one address may be sent per window: enough for a lost mail, too few to flood a mailbox. */
export const MAILS_PER_ADDRESS = 3;
/** Mail requests one client address may make per window, whatever addresses it names. */
export const MAIL_REQUESTS_PER_CLIENT = 20;
// The table is swept by the login limiter's window, so this window must not be longer.
export const MAIL_WINDOW_MINUTES = LOGIN_WINDOW_MINUTES;

/**
 * Counts register and reset requests in the login limiter's table under keys of their own, so the
 * counts hold across restarts and instances and are swept with the failed logins.
 */
export class MailLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  private limits(email: string, ip: string): Array<{ key: string; max: number }> {
    return [
      { key: `mail:${email.toLowerCase()}`, max: MAILS_PER_ADDRESS },
      { key: `mail-ip:${ip}`, max: MAIL_REQUESTS_PER_CLIENT },
    ];
  }

  /** Checks and, when under the limit, counts the request. */
  async take(email: string, ip: string): Promise<LimitVerdict> {
    const limits = this.limits(email, ip);
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['key', sql<number>`count(*)::int`.as('count'), sql<Date>`min(at)`.as('oldest')])
      .where('key', 'in', limits.map((l) => l.key))
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${MAIL_WINDOW_MINUTES})`)
      .groupBy('key')
      .execute();
    const over = rows.filter((row) => row.count >= (limits.find((l) => l.key === row.key)?.max ?? Infinity));
    if (over.length > 0) {
      const freeAt = Math.max(...over.map((row) => new Date(row.oldest).getTime() + MAIL_WINDOW_MINUTES * 60_000));
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }
    await this.db.insertInto('login_failures').values(limits.map(({ key }) => ({ key }))).execute();
    return { limited: false };
  }
}
