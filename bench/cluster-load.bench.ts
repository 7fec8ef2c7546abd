// Issue 23: load through nginx with one and with two server instances, on PostgreSQL and Redis:
// autocannon against login, start-up and a collection read; requests per second, p50, p99, errors.
// Needs DATABASE_URL (a loopback PostgreSQL server; the bench makes and drops a database of its own);
// runs a redis-server of its own, so the machine's Redis is never touched.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/cluster-load.bench.ts
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startCluster, type Cluster } from '../scripts/cluster/cluster.ts';
import { startOwnRedis } from '../scripts/cluster/own-redis.ts';

const DURATION_S = 5;
const CONNECTIONS = 10;
const EMAIL = 'power@demo.test';
const PASSWORD = 'demo-Passw0rd';
const OVERALL_TIMEOUT_MS = 240_000;

type Row = { instances: number; target: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['localhost', '::1', '[::1]'].includes(host) && !host.startsWith('127.')) throw new Error(`this bench only talks to loopback addresses, not ${host}`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function cannon(url: string, body: unknown, token: string | undefined): Promise<autocannon.Result> {
  let client = 0;
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    body: JSON.stringify(body),
    // Each connection is a client address of its own (X-Forwarded-For, which the instances trust from
    // nginx): the API and login limits count per client, and one address is not what a load is.
    setupClient: (c) => {
      client += 1;
      c.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `127.20.0.${client}`, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    },
  });
}

async function measure(cluster: Cluster, instances: number): Promise<Row[]> {
  const login = await fetch(`${cluster.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, pass: PASSWORD }) });
  const session = (await login.json()) as { token: string; id: number; company_id: number };
  const targets: { target: string; path: string; body: unknown; token?: string }[] = [
    { target: 'login', path: '/api/user/login', body: { email: EMAIL, pass: PASSWORD } },
    { target: 'start-up', path: '/api/service/startup', body: { user: EMAIL, user_id: session.id, company_id: session.company_id }, token: session.token },
    { target: 'collections/list', path: '/api/collections/list', body: { company_id: session.company_id }, token: session.token },
  ];
  const rows: Row[] = [];
  for (const { target, path, body, token } of targets) {
    const result = await cannon(`${cluster.url}${path}`, body, token);
    rows.push({ instances, target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
  }
  return rows;
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('cluster-load: skipped (set DATABASE_URL to a loopback PostgreSQL server to measure the cluster)');
    return 0;
  }
  assertLoopback(serverUrl);
  const redis = await startOwnRedis(await freePort());
  const rows: Row[] = [];
  try {
    for (const instances of [1, 2]) {
      const name = `kwb_bench_${randomBytes(5).toString('hex')}`;
      await onServer(serverUrl, `create database ${name}`);
      let cluster: Cluster | undefined;
      try {
        cluster = await startCluster({ instances, databaseUrl: databaseUrl(serverUrl, name), redisUrl: redis.url, env: { API_REQUESTS_PER_MINUTE: '10000000', LOG_LEVEL: 'error' } });
        rows.push(...(await measure(cluster, instances)));
      } finally {
        await cluster?.stop();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await redis.close();
  }
  console.log(`\ncluster load through nginx (autocannon ${CONNECTIONS} connections x ${DURATION_S} s per target; PostgreSQL, Redis, nginx and the instances share this machine's cores)`);
  console.log('instances  target              req/s    p50 ms   p99 ms   errors  non-2xx');
  for (const row of rows) {
    console.log(`${String(row.instances).padStart(9)}  ${row.target.padEnd(18)} ${row.rps.toFixed(0).padStart(6)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(8)}`);
  }
  for (const target of ['login', 'start-up', 'collections/list']) {
    const one = rows.find((row) => row.instances === 1 && row.target === target);
    const two = rows.find((row) => row.instances === 2 && row.target === target);
    if (one && two && one.rps > 0) console.log(`${target}: 2 instances / 1 instance = ${(two.rps / one.rps).toFixed(2)}x`);
  }
  const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) console.log(`FAILED: errors under load in ${failed.map((row) => `${row.instances}x ${row.target}`).join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

const timer = setTimeout(() => {
  console.error(`cluster-load: gave up after ${OVERALL_TIMEOUT_MS / 1000} s`);
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
timer.unref();
process.exitCode = await main();
