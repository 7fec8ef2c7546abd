import type { ServerToClientEvents } from '../../src/domain/contracts/realtime.ts';

export type ServerEvent = keyof ServerToClientEvents;

/**
 * What the rest of the server may do with live connections. Routes and jobs depend on this, not
 * on socket.io, so buildApp stays usable without a port (app.inject) and a fake can stand in.
 */
export interface Realtime {
  emitToCompany<E extends ServerEvent>(companyId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  emitToAll<E extends ServerEvent>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  close(): Promise<void>;
}

/** Who a socket is and where it may go; the server's own checks, injected so tests can swap them. */
export interface RealtimeAccess {
  /** The user of a live session token, or undefined for an unknown, expired or inactive one. */
  authenticate(token: string): Promise<{ userId: number } | undefined>;
  isMember(userId: number, companyId: number): Promise<boolean>;
}
