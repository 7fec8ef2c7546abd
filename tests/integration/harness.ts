import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import type { JobPort } from '../../server/jobs/job-port.ts';
import { assertLoopback } from './loopback.ts';
import { createPostgresDatabase, dropPostgresDatabase, postgresDatabaseUrl } from './postgres-databases.ts';
import type { TemplateDatabases } from './template-databases.ts';

export { assertLoopback };

/**
 * Each suite names the databases it runs on by the list it iterates (`describe.each(...)`):
 * - `databaseKinds`: suites that check what the server's SQL stores and reads (sessions, collections,
 *   jobs, caches, settings, the seed). They run on PGlite, and on PostgreSQL too where DATABASE_URL
 *   is set, since that is where a difference between the two would show.
 * - `httpOnlyKinds`: suites that check HTTP behaviour over the seeded data (status codes, rate
 *   limits, input shapes, mail, status and health answers). The database underneath does not change
 *   what they check, so they run on PGlite only.
 */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export const httpOnlyKinds: DatabaseKind[] = ['pglite'];

export type TestDatabase = { handle: DatabaseHandle; drop(): Promise<void> };

function templates(): TemplateDatabases {
  const provided = inject('templateDatabases');
  if (!provided) throw new Error('No template databases: run integration tests through the vitest project "integration", whose globalSetup builds them');
  return provided;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  assertLoopback(url);
  return url;
}

/** A PGlite database in a temporary folder of its own, copied from a template folder. */
async function copiedPglite(template: string): Promise<TestDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-test-'));
  await fs.cp(template, dir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  return { handle, drop: async () => { await handle.close(); await fs.rm(dir, { recursive: true, force: true }); } };
}

/** A fresh, empty database (no migrations, no data): a PGlite folder just after initdb, or a PostgreSQL schema of its own. */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return copiedPglite(templates().pgliteEmpty);
  const url = serverUrl();
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

/**
 * A migrated database holding the demo seed, copied from the run's template: a copied PGlite
 * folder, or a PostgreSQL database made by `CREATE DATABASE … TEMPLATE` and dropped afterwards.
 */
export async function seededDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return copiedPglite(templates().pgliteSeeded);
  const url = serverUrl();
  const template = templates().postgresSeeded;
  if (!template) throw new Error('No PostgreSQL template: DATABASE_URL was not set when the run started');
  const name = `kwb_test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(url, name, template);
  const handle = await openDatabase({ kind: 'postgres', url: postgresDatabaseUrl(url, name), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await dropPostgresDatabase(url, name);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
  post(url: string, body: unknown, options?: { token?: string; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  login(email: string, options?: { remoteAddress?: string }): Promise<LoggedIn>;
  /** POSTs as the user (without a session when null), expects the status, and gives the answer's JSON. */
  call<T>(url: string, body: unknown, user: { token: string } | null, status?: number): Promise<T>;
};

export type LoggedIn = { token: string; id: number; company_id: number; plan: number; username: string; mail: string };

/**
 * `options`: extra app options (providers, a job runner, realtime) for suites that need them;
 * `jobPortFor`: a job port made on the test's own database, for suites that watch what is enqueued.
 */
export async function createTestApp(kind: DatabaseKind, options: Partial<Omit<AppOptions, 'database'>> = {}, jobPortFor?: (db: TestDatabase['handle']['db']) => Promise<JobPort>): Promise<TestApp> {
  const database = await seededDatabase(kind);
  const jobPort = jobPortFor ? { jobPort: await jobPortFor(database.handle.db) } : {};
  const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', ...options, ...jobPort });
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
    async call<T>(url: string, body: unknown, user: { token: string } | null, status = 200): Promise<T> {
      const response = await post(url, body, user ? { token: user.token } : {});
      expect(response.statusCode, `${url} answered ${response.body}`).toBe(status);
      return response.json<T>();
    },
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
