import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Failures of one account from one address before that pair is stopped (429) for the window. */
export const LOGIN_FAILURE_LIMIT = 10;
/** Failures from one address, over every account it tries, before the address is stopped. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const LOGIN_WINDOW_MINUTES = 15;
/** An account failing from many addresses is slowed, never locked: this much more per failure past the limit, up to the cap. */
export const ACCOUNT_DELAY_STEP_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 2_000;

export type LimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };
/** A login's verdict: stopped, or let through after `delayMs` (the account is failing from many addresses). */
export type LoginVerdict = { limited: false; delayMs: number } | { limited: true; retryAfterSeconds: number };

type Keys = { pair: string; address: string; account: string };

/**
 * Failed logins, counted in the database so the counts hold across restarts and server instances,
 * after OWASP's authentication guidance (issue 16, defect 4): an account is stopped only for the
 * address that keeps failing (account × address), an address for its failures over all accounts,
 * and the account as a whole is only slowed down. A stranger can thus never stop a person who
 * knows their password and logs in from another address.
 */
export class LoginLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  private keys(account: string, ip: string): Keys {
    const lower = account.toLowerCase();
    return { pair: `pair:${lower}|${ip}`, address: `ip:${ip}`, account: `email:${lower}` };
  }

  async check(account: string, ip: string): Promise<LoginVerdict> {
    const keys = this.keys(account, ip);
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['key', sql<number>`count(*)::int`.as('failures'), sql<Date>`min(at)`.as('oldest')])
      .where('key', 'in', [keys.pair, keys.address, keys.account])
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
      .groupBy('key')
      .execute();
    const count = (key: string) => rows.find((row) => row.key === key);
    const over = [
      { row: count(keys.pair), limit: LOGIN_FAILURE_LIMIT },
      { row: count(keys.address), limit: ADDRESS_FAILURE_LIMIT },
    ].flatMap(({ row, limit }) => (row !== undefined && row.failures >= limit ? [row] : []));
    if (over.length > 0) {
      const freeAt = Math.max(...over.map((row) => new Date(row.oldest).getTime() + LOGIN_WINDOW_MINUTES * 60_000));
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }
    const accountFailures = count(keys.account)?.failures ?? 0;
    const past = accountFailures - LOGIN_FAILURE_LIMIT + 1;
    return { limited: false, delayMs: past > 0 ? Math.min(ACCOUNT_DELAY_MAX_MS, past * ACCOUNT_DELAY_STEP_MS) : 0 };
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.db.insertInto('login_failures').values([{ key: keys.pair }, { key: keys.address }, { key: keys.account }]).execute();
  }

  /**
   * A successful login clears the account's counts (the slow-down and this address's pair); the
   * address keeps its own count, so one good account cannot reset a guesser's address.
   */
  async recordSuccess(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.db.deleteFrom('login_failures').where('key', 'in', [keys.pair, keys.account]).execute();
  }

  async purgeOld(): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('at', '<=', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
      .execute();
  }
}

/** Waits out a slow-down verdict; a limited verdict is the caller's 429. */
export function slowDown(verdict: LoginVerdict): Promise<void> {
  if (verdict.limited || verdict.delayMs === 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
}
