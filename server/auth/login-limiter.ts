import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MINUTES = 15;

export type LimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Failed logins counted per e-mail and per client address in the database, so the count holds
 * across restarts and across server instances.
 */
export class LoginLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  private keys(email: string, ip: string): string[] {
    return [`email:${email.toLowerCase()}`, `ip:${ip}`];
  }

  async check(email: string, ip: string): Promise<LimitVerdict> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['key', sql<number>`count(*)::int`.as('failures'), sql<Date>`min(at)`.as('oldest')])
      .where('key', 'in', this.keys(email, ip))
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
      .groupBy('key')
      .execute();
    const over = rows.filter((r) => r.failures >= LOGIN_FAILURE_LIMIT);
    if (over.length === 0) return { limited: false };
    const freeAt = Math.max(...over.map((r) => new Date(r.oldest).getTime() + LOGIN_WINDOW_MINUTES * 60_000));
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db.insertInto('login_failures').values(this.keys(email, ip).map((key) => ({ key }))).execute();
  }

  /** A successful login clears the e-mail's count; the address keeps its own, so one good account cannot reset it. */
  async recordSuccess(email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', `email:${email.toLowerCase()}`).execute();
  }

  async purgeOld(): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('at', '<=', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
      .execute();
  }
}
