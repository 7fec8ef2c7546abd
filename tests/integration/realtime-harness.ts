import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { SessionStore } from '../../server/auth/sessions.ts';
import type { DatabaseHandle } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import { databaseRealtimeAccess } from '../../server/realtime/access.ts';
import { createRealtime, type RealtimeServer } from '../../server/realtime/socket-server.ts';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type JoinCompanyGroupAck,
  type ServerToClientEvents,
} from '../../src/domain/contracts/realtime.ts';
import { nextClientAddress } from './harness.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type LiveServer = {
  app: FastifyInstance;
  realtime: RealtimeServer;
  url: string;
  login(email: string): Promise<string>;
  broadcast(token: string, body: unknown): Promise<{ statusCode: number; body: unknown }>;
  close(): Promise<void>;
};

/** The app as startServer wires it, on a real port of 127.0.0.1, over a database the test owns. */
/**
 * `operatorEmails`: admin@demo.test by default, since the realtime suites broadcast to companies
 * the demo admin is no member of; the admin scope itself is tested in hardening-admin-scope.test.ts.
 */
export async function startLiveServer(
  database: DatabaseHandle,
  options: { redisUrl?: string; redisKey?: string; recheckIntervalMs?: number; buildId?: string; operatorEmails?: readonly string[]; app?: Partial<Omit<AppOptions, 'database' | 'realtime'>> } = {},
): Promise<LiveServer> {
  const realtime = await createRealtime({
    access: databaseRealtimeAccess(database.db, new SessionStore(database.db, 24)),
    redisUrl: options.redisUrl,
    ...(options.redisKey ? { redisKey: options.redisKey } : {}),
    ...(options.recheckIntervalMs === undefined ? {} : { recheckIntervalMs: options.recheckIntervalMs }),
    buildId: options.buildId,
  });
  const app = await buildApp({
    database,
    jobs: inProcessRunnerHealth,
    sessionTtlHours: 24,
    logLevel: 'silent',
    realtime,
    operatorEmails: options.operatorEmails ?? ['admin@demo.test'],
    ...options.app,
  });
  realtime.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  return {
    app,
    realtime,
    url: `http://127.0.0.1:${address.port}`,
    async login(email) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, pass: DEMO_PASSWORD },
        remoteAddress: nextClientAddress(),
      });
      const body = response.json<{ login: number; token?: string }>();
      if (body.login !== 1 || !body.token) throw new Error(`login of ${email} answered ${response.body}`);
      return body.token;
    },
    async broadcast(token, body) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/broadcast', payload: body as object, headers: { authorization: `Bearer ${token}` } });
      return { statusCode: response.statusCode, body: response.json() };
    },
    async close() {
      await realtime.close();
      await app.close();
    },
  };
}

const openSockets = new Set<TestSocket>();

/** A raw socket.io client as the browser would open it; tests decide themselves when to retry. */
export function openSocket(url: string, auth?: Record<string, unknown>, transports: string[] = ['polling', 'websocket']): TestSocket {
  const socket: TestSocket = io(url, { path: REALTIME_PATH, transports, reconnection: false, forceNew: true, ...(auth ? { auth } : {}) });
  openSockets.add(socket);
  return socket;
}

export function closeAllSockets(): void {
  for (const socket of openSockets) socket.disconnect();
  openSockets.clear();
}

/** Resolves on connect; rejects with the server's refusal message on connect_error. */
export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function joinCompany(socket: TestSocket, companyId: unknown): Promise<JoinCompanyGroupAck> {
  return socket.timeout(5000).emitWithAck('joinCompanyGroup', { company_id: companyId as number });
}

/** Every server push a socket has received, in order, so a test can also assert on what did not come. */
export function recordEvents(socket: TestSocket): string[] {
  const seen: string[] = [];
  socket.onAny((event: string) => seen.push(event));
  return seen;
}

export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Long enough for a push that was going to arrive over loopback to have arrived. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
