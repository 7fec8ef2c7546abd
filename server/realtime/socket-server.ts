import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  companyRoom,
  joinCompanyGroupPayloadSchema,
  REALTIME_PATH,
  REALTIME_UNAUTHORIZED,
  type ClientToServerEvents,
  type JoinCompanyGroupAck,
  type ServerToClientEvents,
} from '../../src/domain/contracts/realtime.ts';
import type { Realtime, RealtimeAccess } from './realtime.ts';
import type { RealtimeLog } from './realtime-log.ts';
import type { RedisFanOut } from './redis-adapter.ts';

export type RealtimeOptions = {
  access: RealtimeAccess;
  /** Fan-out through Redis so every server instance reaches its own sockets; in-memory without it. */
  redisUrl?: string | undefined;
  /** The adapter's channel prefix; tests sharing one Redis give each run its own. */
  redisKey?: string;
  log?: RealtimeLog;
};

type SocketData = { userId: number; token: string };
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A Realtime that can be bound to an HTTP server once the app that owns that server is built. */
export type RealtimeServer = Realtime & {
  attach(server: http.Server): void;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
};

const MAX_TOKEN_LENGTH = 512;
const COMPANY_ROOM_PREFIX = 'company:';
const silentLog: RealtimeLog = { warn: () => {} };

/**
 * The socket.io server. Created before the Fastify app so the app's admin routes can be handed
 * the Realtime it emits through, and attached to the app's HTTP server afterwards.
 */
export async function createRealtime(options: RealtimeOptions): Promise<RealtimeServer> {
  const { access } = options;
  const log = options.log ?? silentLog;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>({
    path: REALTIME_PATH,
    transports: ['polling', 'websocket'],
    serveClient: false,
    // Clients only ever send a join of a few bytes; a large message is a mistake or an attack.
    maxHttpBufferSize: 16 * 1024,
  });
  // The Redis adapter is loaded only with REDIS_URL, like BullMQ: it is start-up time otherwise.
  const fanOut: RedisFanOut | undefined = options.redisUrl
    ? await (await import('./redis-adapter.ts')).connectRedisFanOut(options.redisUrl, options.redisKey, log)
    : undefined;
  if (fanOut) io.adapter(fanOut.adapter);

  // Refusing in the middleware answers a connect_error, and the client does not retry it by itself.
  io.use((socket, next) => {
    const auth: Record<string, unknown> = socket.handshake.auth;
    const token = auth['token'];
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      next(new Error(REALTIME_UNAUTHORIZED));
      return;
    }
    access.authenticate(token).then(
      (identity) => {
        if (!identity) return next(new Error(REALTIME_UNAUTHORIZED));
        socket.data = { userId: identity.userId, token };
        next();
      },
      (error: unknown) => {
        log.warn('realtime: session check failed', error);
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket) => {
    socket.on('joinCompanyGroup', (payload: unknown, ack: unknown) => {
      const reply = (answer: JoinCompanyGroupAck) => {
        if (typeof ack === 'function') ack(answer);
        // Answered first, so the client learns why before the line drops.
        if (!answer.ok && answer.error === 'unauthorized') socket.disconnect(true);
      };
      void joinCompanyGroup(socket, payload, access).then(reply, (error: unknown) => {
        log.warn('realtime: joinCompanyGroup failed', error);
        reply({ ok: false, error: 'forbidden' });
      });
    });
  });

  let closing: Promise<void> | undefined;
  let attached = false;
  return {
    io,
    attach(server) {
      io.attach(server);
      attached = true;
    },
    emitToCompany(companyId, event, ...args) {
      io.to(companyRoom(companyId)).emit(event, ...args);
    },
    emitToAll(event, ...args) {
      io.emit(event, ...args);
    },
    // io.close() would also close the HTTP server, which belongs to Fastify and is closed there.
    close: () =>
      (closing ??= (async () => {
        for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
        if (attached) io.engine.close();
        await io.of('/').adapter.close();
        await fanOut?.close();
      })()),
  };
}

/**
 * A socket belongs to at most one company room: joining another (a company switch) leaves the
 * previous one. The session is checked again, so a socket outliving its logout cannot move.
 */
async function joinCompanyGroup(socket: RealtimeSocket, payload: unknown, access: RealtimeAccess): Promise<JoinCompanyGroupAck> {
  const parsed = joinCompanyGroupPayloadSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, error: 'bad_request' };
  const identity = await access.authenticate(socket.data.token);
  if (!identity) return { ok: false, error: 'unauthorized' };
  if (!(await access.isMember(identity.userId, parsed.data.company_id))) return { ok: false, error: 'forbidden' };
  const room = companyRoom(parsed.data.company_id);
  // Leave and join without an await between them, so two quick joins cannot leave a socket in both rooms.
  for (const joined of socket.rooms) {
    if (joined.startsWith(COMPANY_ROOM_PREFIX) && joined !== room) void socket.leave(joined);
  }
  void socket.join(room);
  return { ok: true, room };
}
