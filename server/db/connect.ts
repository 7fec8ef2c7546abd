import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PGlite instance in embedded mode, for dumps; undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    await fs.mkdir(target.dataDir, { recursive: true });
    const pglite = await PGlite.create(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return { db, kind: 'pglite', pglite, close: () => db.destroy() };
  }
  // Loaded on first use: a server without PostgreSQL or Redis never loads their clients (decision 0073).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // During an outage a request should fail within seconds (a 503), not wait for the OS's connect timeout.
    connectionTimeoutMillis: 5000,
    // A schema of its own keeps test runs apart on one shared database.
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // An idle connection the server drops (a restart, a network cut) is reported here; unheard, the
  // event would end the process. The pool replaces the connection on the next query (issue 23).
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (target.schema) await sql`create schema if not exists ${sql.id(target.schema)}`.execute(db);
  return { db, kind: 'postgres', pglite: undefined, close: () => db.destroy() };
}
