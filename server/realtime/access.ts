import type { Kysely } from 'kysely';
import type { SessionStore } from '../auth/sessions.ts';
import { membershipOf } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeAccess } from './realtime.ts';

/** The same session table and memberships the HTTP API checks, so a socket gets no more than a call would. */
export function databaseRealtimeAccess(db: Kysely<Database>, sessions: SessionStore): RealtimeAccess {
  return {
    async authenticate(token) {
      const session = await sessions.find(token);
      // An inactive account keeps its session for the inactivity check, but gets no live pushes.
      return session?.active ? { userId: session.userId } : undefined;
    },
    async isMember(userId, companyId) {
      return (await membershipOf(db, userId, companyId)) !== undefined;
    },
  };
}
