/** Whole PostgreSQL databases for tests, on the server DATABASE_URL names (loopback only). */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { assertLoopback } from './loopback.ts';

/** The URL of another database on the same server. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE and DROP DATABASE cannot run in a transaction or a pool's session of the database itself: one client each. */
async function onServer(serverUrl: string, statement: (client: pg.Client) => string): Promise<void> {
  assertLoopback(serverUrl);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

/** A new database, empty or a copy of `template` (which must have no open connections). */
export function createPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return onServer(serverUrl, (client) => `create database ${client.escapeIdentifier(name)}${template ? ` template ${client.escapeIdentifier(template)}` : ''}`);
}

/**
 * Drops the database, ending connections a failed test may have left open. pg's Pool.end() resolves
 * before its sockets have closed, and a forced drop in that moment sends each of them a FATAL that no
 * listener catches (an uncaught exception in the test run): so wait up to 5 s for them to go first.
 */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  assertLoopback(serverUrl);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const open = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((open.rows[0]?.n ?? 0) === 0) break;
      await sleep(100);
    }
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
