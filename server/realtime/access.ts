import type { Kysely } from 'kysely';
import type { SessionStore } from '../auth/sessions.ts';
import { openMemberships } from '../companies/company-store.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeAccess, RecheckVerdict } from './realtime.ts';

const pairKey = (userId: number, companyId: number) => `${userId}:${companyId}`;

/** The same session table and memberships the HTTP API checks, so a socket gets no more than a call would. */
export function databaseRealtimeAccess(db: Kysely<Database>, sessions: SessionStore): RealtimeAccess {
  return {
    async authenticate(token) {
      const session = await sessions.find(token);
      // An inactive account keeps its session for the inactivity check, but gets no live pushes.
      return session?.active ? { userId: session.userId, sessionId: session.sessionId } : undefined;
    },
    async isMember(userId, companyId) {
      return (await openMemberships(db, [{ userId, companyId }])).length > 0;
    },
    async recheck(sockets) {
      const users = await sessions.liveUsersOf(sockets.map((socket) => socket.token));
      const pairs = sockets.flatMap(({ token, companyId }) => {
        const userId = users.get(token);
        return userId !== undefined && companyId !== undefined ? [{ userId, companyId }] : [];
      });
      const open = new Set((await openMemberships(db, pairs)).map((pair) => pairKey(pair.userId, pair.companyId)));
      return sockets.map(({ token, companyId }): RecheckVerdict => {
        const userId = users.get(token);
        if (userId === undefined) return 'disconnect';
        return companyId === undefined || open.has(pairKey(userId, companyId)) ? 'keep' : 'leave_company';
      });
    },
  };
}
