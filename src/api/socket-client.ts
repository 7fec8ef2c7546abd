import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_PATH,
  REALTIME_UNAUTHORIZED,
  type ClientToServerEvents,
  type JoinCompanyGroupAck,
  type ReloadEventPayload,
  type RealtimeAuth,
  type ServerToClientEvents,
} from '../domain/contracts/realtime.ts';

export type Transport = 'polling' | 'websocket';

/**
 * SPEC §7: polling first (it gets through proxies that break websockets); once a connection has
 * failed, websocket first, since a failing polling handshake is the likelier culprit then.
 */
export function transportsFor(hadConnectError: boolean): Transport[] {
  return hadConnectError ? ['websocket', 'polling'] : ['polling', 'websocket'];
}

/**
 * connected: the socket is up and in its company room; disconnected: it dropped and retries by
 * itself; unauthorized: the server refused the token and no retry follows; forbidden: the session
 * may not join that company.
 */
export type RealtimeStatus = 'connected' | 'disconnected' | 'unauthorized' | 'forbidden';

export type RealtimeConnectOptions = {
  token: string;
  companyId: number;
  /** The bundle's build id: a server of a newer build sends the update message at connect. */
  build?: string | undefined;
  onReloadMessage: (payload: ReloadEventPayload) => void;
  onReload: (payload: ReloadEventPayload) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** The server's origin; the page's own origin when left out. */
  url?: string;
  /** How long a join may wait for its answer. */
  ackTimeoutMs?: number;
};

export type RealtimeConnection = {
  /** A company switch: the socket moves to that company's room. */
  switchCompany(companyId: number): void;
  close(): void;
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
};

const DEFAULT_ACK_TIMEOUT_MS = 10_000;

export function connectRealtime(options: RealtimeConnectOptions): RealtimeConnection {
  const { onStatus = () => {} } = options;
  let companyId = options.companyId;
  // socket.io sends the auth object again at every reconnect: a socket that drained off an old
  // instance onto a newer one is judged there.
  const auth: RealtimeAuth = options.build ? { token: options.token, build: options.build } : { token: options.token };
  const socketOptions = { path: REALTIME_PATH, transports: transportsFor(false), auth };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = options.url ? io(options.url, socketOptions) : io(socketOptions);

  const join = () => {
    const wanted = companyId;
    socket.timeout(options.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS).emit('joinCompanyGroup', { company_id: wanted }, (error: Error | null, answer?: JoinCompanyGroupAck) => {
      // A switch made while this join was on its way has sent a join of its own.
      if (wanted !== companyId) return;
      if (error || !answer) onStatus('disconnected');
      else if (answer.ok) onStatus('connected');
      else onStatus(answer.error === 'unauthorized' ? 'unauthorized' : 'forbidden');
    });
  };

  // Rooms do not survive a reconnect, so every connect joins again.
  socket.on('connect', join);
  socket.on('disconnect', () => onStatus('disconnected'));
  socket.on('connect_error', (error) => {
    // A refusal by the server's middleware is final (socket.active is false); anything else is retried.
    if (!socket.active) {
      onStatus(error.message === REALTIME_UNAUTHORIZED ? 'unauthorized' : 'disconnected');
      return;
    }
    socket.io.opts.transports = transportsFor(true);
    onStatus('disconnected');
  });
  socket.on('showReloadmessage', (payload) => options.onReloadMessage(payload));
  socket.on('reloadFrontend', (payload) => options.onReload(payload));

  return {
    socket,
    switchCompany(next) {
      companyId = next;
      if (socket.connected) join();
    },
    close() {
      socket.disconnect();
    },
  };
}
