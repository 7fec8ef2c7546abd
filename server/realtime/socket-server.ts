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
import { clientBuildIsOlder } from '../../src/domain/client-build.ts';
import type { RealtimeLog } from './realtime-log.ts';
import type { RedisFanOut } from './redis-adapter.ts';

export type RealtimeOptions = {
  access: RealtimeAccess;
  /** Fan-out through Redis so every server instance reaches its own sockets; in-memory without it. */
  redisUrl?: string | undefined;
  /** The adapter's channel prefix; tests sharing one Redis give each run its own. */
  redisKey?: string;
  log?: RealtimeLog;
  /** How often every live socket's session, account and company are checked again; 5 s by default. */
  recheckIntervalMs?: number;
  /** The client build this instance serves: a socket whose handshake names an older one is told to reload. */
  buildId?: string | undefined;
};

type SocketData = { userId: number; sessionId: number; token: string };
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A Realtime that can be bound to an HTTP server once the app that owns that server is built. */
export type RealtimeServer = Realtime & {
  attach(server: http.Server): void;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
};

const MAX_TOKEN_LENGTH = 512;
const COMPANY_ROOM_PREFIX = 'company:';
/** A room per session, so a logout on any instance reaches its sockets on every instance. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;
// Bounds how long a deactivation, a removed membership or an ended trial made outside this process
// (another instance, SQL) leaves a socket listening; the HTTP API sees each of them at once.
const DEFAULT_RECHECK_INTERVAL_MS = 5000;
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
        socket.data = { userId: identity.userId, sessionId: identity.sessionId, token };
        next();
      },
      (error: unknown) => {
        log.warn('realtime: session check failed', error);
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.sessionId));
    // After a rolling deploy every socket reconnects (its instance drained) and lands on a new one:
    // SPEC §4's update message with its countdown, to this socket only, however many instances run.
    const auth: Record<string, unknown> = socket.handshake.auth;
    if (clientBuildIsOlder(auth['build'], options.buildId)) socket.emit('showReloadmessage', { sent_at: new Date().toISOString() });
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

  const recheck = async () => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    const companyOf = (socket: RealtimeSocket) => {
      const room = [...socket.rooms].find((joined) => joined.startsWith(COMPANY_ROOM_PREFIX));
      return room === undefined ? undefined : { room, id: Number(room.slice(COMPANY_ROOM_PREFIX.length)) };
    };
    const companies = sockets.map(companyOf);
    const verdicts = await access.recheck(sockets.map((socket, index) => ({ token: socket.data.token, companyId: companies[index]?.id })));
    sockets.forEach((socket, index) => {
      const verdict = verdicts[index];
      const checked = companies[index];
      if (verdict === 'disconnect') socket.disconnect(true);
      // The room that was checked: a socket that switched company meanwhile was checked at its join.
      else if (verdict === 'leave_company' && checked) void socket.leave(checked.room);
    });
  };
  let rechecking = false;
  const recheckTimer = setInterval(() => {
    // A slow database must not pile re-checks up; the next tick tries again.
    if (rechecking) return;
    rechecking = true;
    recheck()
      .catch((error: unknown) => log.warn('realtime: re-check of live sockets failed', error))
      .finally(() => {
        rechecking = false;
      });
  }, options.recheckIntervalMs ?? DEFAULT_RECHECK_INTERVAL_MS);
  recheckTimer.unref();

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
    dropSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    // io.close() would also close the HTTP server, which belongs to Fastify and is closed there.
    close: () =>
      (closing ??= (async () => {
        clearInterval(recheckTimer);
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
