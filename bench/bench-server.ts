// What the server benches share: a migrated, seeded database of either kind that drops itself
// afterwards, and a logged-in poster against an app running in the bench's own process.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../server/db/connect.ts';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed.ts';

export interface BenchDatabase {
  readonly handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** An empty database: a PGlite folder in the temp directory, or a schema of its own on DATABASE_URL. */
export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return { handle, drop: async () => { await handle.close(); await fs.rm(dir, { recursive: true, force: true }); } };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schema = `kwb_bench_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  return { handle, drop: async () => { await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db); await handle.close(); } };
}

/** The same, migrated and with the demo data. */
export async function openSeededBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const database = await openBenchDatabase(kind);
  await migrateToLatest(database.handle.db);
  await seedDemoData(database.handle.db);
  return database;
}

export type BenchPost = <T>(url: string, payload: object) => Promise<T>;

/** Logs a demo user in and answers a POST helper that fails on anything but a 200. */
/** A session token of the demo user, for a bench that sends its own requests. */
export async function loggedInToken(app: FastifyInstance, email = 'power@demo.test'): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, pass: DEMO_PASSWORD } });
  return login.json<{ token: string }>().token;
}

export async function loggedInPost(app: FastifyInstance, email = 'power@demo.test'): Promise<BenchPost> {
  const token = await loggedInToken(app, email);
  return async <T>(url: string, payload: object): Promise<T> => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };
}
