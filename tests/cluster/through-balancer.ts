import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../src/domain/contracts/realtime.ts';
import { STICKY_COOKIE } from '../../scripts/cluster/nginx-config.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';

export type Answer = { status: number; node: string | null; json: Record<string, unknown> };
export type Via = {
  /** The instance the sticky cookie pins the request to (a, b, c); round-robin when left out. */
  node?: string;
  token?: string;
  /** The client address nginx forwards (X-Forwarded-For): each proof counts against limits of its own. */
  client: string;
};

/** A request through the balancer, as a browser pinned to one instance makes it. */
export async function post(base: string, path: string, body: unknown, via: Via): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': via.client,
      ...(via.node ? { cookie: `${STICKY_COOKIE}=${via.node}` } : {}),
      ...(via.token ? { authorization: `Bearer ${via.token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  return { status: response.status, node: response.headers.get('x-kwb-node'), json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export async function get(base: string, path: string, via: Via): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': via.client, ...(via.node ? { cookie: `${STICKY_COOKIE}=${via.node}` } : {}) } });
  return { status: response.status, node: response.headers.get('x-kwb-node'), json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export type LoggedIn = { token: string; id: number; company_id: number; username: string };

export async function login(base: string, email: string, via: Via): Promise<LoggedIn> {
  const answer = await post(base, '/api/user/login', { email, pass: DEMO_PASSWORD }, via);
  if (answer.status !== 200 || answer.json['login'] !== 1) throw new Error(`login of ${email} through ${via.node ?? 'any'} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as unknown as LoggedIn;
}

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type LiveSocketOptions = {
  /** The client build the handshake names, as the app's bundle does (src/api/client-build.ts). */
  build?: string;
  /** Listeners to add before the connect, for what the server sends with it. */
  before?: (socket: LiveSocket) => void;
};

/** A socket.io client through the balancer, pinned to one instance by the sticky cookie, joined to its company's room. */
export async function liveSocket(base: string, node: string, session: LoggedIn, options: LiveSocketOptions = {}): Promise<LiveSocket> {
  const socket: LiveSocket = io(base, {
    path: REALTIME_PATH,
    transports: ['polling', 'websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.build ? { token: session.token, build: options.build } : { token: session.token },
    extraHeaders: { cookie: `${STICKY_COOKIE}=${node}` },
  });
  options.before?.(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5000).emitWithAck('joinCompanyGroup', { company_id: session.company_id });
  if (!ack.ok) throw new Error(`joining company ${session.company_id} failed: ${ack.error}`);
  return socket;
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
