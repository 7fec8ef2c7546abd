// `npm run cluster`: two server instances and nginx on loopback, on the machine's PostgreSQL and
// Redis (DATABASE_URL, REDIS_URL; local defaults otherwise), used through one address. Ctrl+C stops all.
import pg from 'pg';
import { ensureClientBuild } from '../../server/build/ensure-client-build.ts';
import { startCluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/keyword_workbench_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const instances = Number.parseInt(process.env.CLUSTER_INSTANCES ?? '2', 10);
const listenPort = Number.parseInt(process.env.CLUSTER_PORT ?? '8080', 10);
const log = (line: string) => console.log(`[cluster] ${line}`);

/** The database named in the URL, created when it does not exist yet (the first run). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`create database ${client.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  await ensureDatabase(databaseUrl);
  // Built once here: each instance would otherwise find it stale and build it at the same time.
  await ensureClientBuild({ info: log, warn: log });
  const cluster = await startCluster({ instances, databaseUrl, redisUrl, listenPort, log, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
  for (const instance of cluster.instances) instance.child.stdout?.pipe(process.stdout);
  log(`${instances} instances behind nginx: open ${cluster.url} (log in as power@demo.test / demo-Passw0rd); Ctrl+C stops everything`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping nginx and the instances`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // An instance that dies takes the cluster down with it: the person at the terminal should see it.
  for (const instance of cluster.instances) void instance.exited.then((code) => !stopping && (log(`instance ${instance.name} exited (${code ?? 'signal'})`), stop('exit')));
}

main().catch((error: unknown) => {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
