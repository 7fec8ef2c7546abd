import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';

/** Every integration suite runs on PGlite, and on PostgreSQL too where DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

/** A fresh, empty database: a temporary PGlite folder, or a PostgreSQL schema of its own. */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-test-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return { handle, drop: async () => { await handle.close(); await fs.rm(dir, { recursive: true, force: true }); } };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  assertLoopback(url);
  const schema = `kwb_test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`Tests only talk to loopback, not ${host}`);
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
  post(url: string, body: unknown, options?: { token?: string; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  login(email: string, options?: { remoteAddress?: string }): Promise<LoggedIn>;
};

export type LoggedIn = { token: string; id: number; company_id: number; plan: number; username: string; mail: string };

/** `options`: extra app options (providers, a job runner, realtime) for suites that need them. */
export async function createTestApp(kind: DatabaseKind, options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<TestApp> {
  const database = await freshDatabase(kind);
  await migrateToLatest(database.handle.db);
  await seedDemoData(database.handle.db);
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', ...options });
  await app.ready();
  const post: TestApp['post'] = (url, body, options = {}) => {
    const request: InjectOptions = {
      method: 'POST',
      url,
      payload: body as InjectOptions['payload'],
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    };
    return app.inject(request);
  };
  return {
    app,
    database,
    post,
    async login(email, options = {}) {
      const response = await post('/api/user/login', { email, pass: DEMO_PASSWORD }, options);
      const body = response.json<LoggedIn & { login: number }>();
      if (body.login !== 1) throw new Error(`login of ${email} answered ${response.body}`);
      return body;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

let addressCounter = 0;
/** A distinct loopback client address per test, so the per-address login limit of one test never touches another. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `127.0.${Math.floor(addressCounter / 250) + 1}.${(addressCounter % 250) + 1}`;
}
