/** Whole PostgreSQL databases for tests, on the server DATABASE_URL names (loopback only). */
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

/** Drops the database, ending connections a failed test may have left open. */
export function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, (client) => `drop database if exists ${client.escapeIdentifier(name)} with (force)`);
}
