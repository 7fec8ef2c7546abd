import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Session = {
  sessionId: number;
  userId: number;
  email: string;
  active: boolean;
};

/** Only the hash of a token is stored, so a leaked table does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Writing last_seen on every request would make each read a write; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;

export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlHours: number,
  ) {}

  private expiry(now = Date.now()): Date {
    return new Date(now + this.ttlHours * 3_600_000);
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insertInto('sessions').values({ token_hash: hashToken(token), user_id: userId, expires_at: this.expiry() }).execute();
    return token;
  }

  /** The live session of a token, its expiry slid forward; undefined when unknown or expired. */
  async find(token: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'sessions.last_seen_at', 'users.email', 'users.active'])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) return undefined;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(), expires_at: this.expiry() })
        .where('id', '=', row.sessionId)
        .execute();
    }
    return { sessionId: row.sessionId, userId: row.userId, email: row.email, active: row.active };
  }

  async end(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
  }
}
