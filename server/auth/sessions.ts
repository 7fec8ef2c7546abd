import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Session = {
  sessionId: number;
  userId: number;
  email: string;
  active: boolean;
  /**
   * The database's start-up version (decision 0056), read in the session's own query, so the
   * caches it keys (the access facts, the start-up data) cost no round trip of their own.
   */
  startupVersion?: string;
};

/** Only the hash of a token is stored, so a leaked table does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Writing last_seen on every request would make each read a write; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;
const HASHES_PER_QUERY = 500;

/** The absolute lifetime when none is configured: a month, then a new login whatever the activity (decision 0024). */
export const DEFAULT_SESSION_MAX_HOURS = 720;

export class SessionStore {
  private readonly endedListeners = new Set<(sessionId: number) => void>();

  /**
   * `ttlHours` slides with use; `maxHours` counts from the login and never moves, so a token that is
   * used every day still dies (a stolen one too).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlHours: number,
    private readonly maxHours: number = DEFAULT_SESSION_MAX_HOURS,
  ) {}

  private expiry(createdAt: number, now = Date.now()): Date {
    return new Date(Math.min(now + this.ttlHours * 3_600_000, createdAt + this.maxHours * 3_600_000));
  }

  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: new Date(now), expires_at: this.expiry(now, now) })
      .execute();
    return token;
  }

  /**
   * The live session of a token, its expiry slid forward; undefined when unknown, expired or past
   * its absolute lifetime. `active` is read in the same query on every call, so a deactivation
   * counts from the next request without a cache to wait for.
   */
  async find(token: string): Promise<Session | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'sessions.created_at', 'sessions.last_seen_at', 'users.email', 'users.active'])
      .select((eb) => eb.selectFrom('startup_version').select('version').where('id', '=', 1).as('startupVersion'))
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('sessions.created_at', '>', sql<Date>`now() - make_interval(secs => ${this.maxHours * 3600})`)
      .executeTakeFirst();
    if (!row) return undefined;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(), expires_at: this.expiry(row.created_at.getTime()) })
        .where('id', '=', row.sessionId)
        .execute();
    }
    const session: Session = { sessionId: row.sessionId, userId: row.userId, email: row.email, active: row.active };
    if (row.startupVersion !== null) session.startupVersion = String(row.startupVersion);
    return session;
  }

  /**
   * Of these tokens, the live ones of active users, with their user: the re-check of live sockets.
   * Read only; unlike `find` it never slides a session, so an open tab alone does not keep one alive.
   */
  async liveUsersOf(tokens: readonly string[]): Promise<Map<string, number>> {
    const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
    const users = new Map<string, number>();
    const hashes = [...byHash.keys()];
    for (let start = 0; start < hashes.length; start += HASHES_PER_QUERY) {
      const rows = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.token_hash', 'sessions.user_id'])
        .where('sessions.token_hash', 'in', hashes.slice(start, start + HASHES_PER_QUERY))
        .where('users.active', '=', true)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .where('sessions.created_at', '>', sql<Date>`now() - make_interval(secs => ${this.maxHours * 3600})`)
        .execute();
      for (const row of rows) {
        const token = byHash.get(row.token_hash);
        if (token !== undefined) users.set(token, row.user_id);
      }
    }
    return users;
  }

  /** Called after a session is ended here (logout), so live connections of it can be dropped. */
  onEnded(listener: (sessionId: number) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  async end(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    for (const listener of this.endedListeners) listener(sessionId);
  }

  /** Ends every session of a user (a deactivation), so their live sockets are dropped too. */
  async endAllOf(userId: number): Promise<void> {
    const ended = await this.db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
    for (const { id } of ended) for (const listener of this.endedListeners) listener(id);
  }

  async purgeExpired(): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('created_at', '<=', sql<Date>`now() - make_interval(secs => ${this.maxHours * 3600})`)]))
      .execute();
  }
}
