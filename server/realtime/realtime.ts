import type { ServerToClientEvents } from '../../src/domain/contracts/realtime.ts';

export type ServerEvent = keyof ServerToClientEvents;

/**
 * What the rest of the server may do with live connections. Routes and jobs depend on this, not
 * on socket.io, so buildApp stays usable without a port (app.inject) and a fake can stand in.
 */
export interface Realtime {
  emitToCompany<E extends ServerEvent>(companyId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  emitToAll<E extends ServerEvent>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Disconnects every socket of a session that just ended, on every instance (through the adapter). */
  dropSession(sessionId: number): void;
  close(): Promise<void>;
}

/** What becomes of a live socket on a re-check: nothing, leave its company room, or be disconnected. */
export type RecheckVerdict = 'keep' | 'leave_company' | 'disconnect';

/** Who a socket is and where it may go; the server's own checks, injected so tests can swap them. */
export interface RealtimeAccess {
  /** The user of a live session token, or undefined for an unknown, expired or inactive one. */
  authenticate(token: string): Promise<{ userId: number; sessionId: number } | undefined>;
  /** Whether the user may hear the company: a member of it while it is in service. */
  isMember(userId: number, companyId: number): Promise<boolean>;
  /**
   * The same two checks for every live socket at once (one verdict each, in order), so that a
   * deactivation, a removed membership or an ended trial made anywhere reaches sockets within one
   * re-check interval, at the cost of a few queries per interval rather than per socket.
   */
  recheck(sockets: readonly { token: string; companyId: number | undefined }[]): Promise<RecheckVerdict[]>;
}
