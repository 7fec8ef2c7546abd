/**
 * The part every "job survives SIGKILL" proof shares (issue 23, proof 3): a job held mid-way by a
 * gate in front of its provider is killed with the instance whose worker holds it; a sibling's worker
 * takes it over, every batch ends done exactly once, and the bell of the company hears it done.
 */
import { Redis } from 'ioredis';
import type pg from 'pg';
import { expect } from 'vitest';
import type { Cluster } from '../../scripts/cluster/cluster.ts';
import type { Instance } from '../../scripts/cluster/instance.ts';
import type { NotificationEntry, NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import type { FakeRankingsHost } from './fake-rankings-host.ts';
import type { SlowDataForSeo } from './slow-dataforseo.ts';
import { get, liveSocket, post, waitFor, type LiveSocket, type LoggedIn } from './through-balancer.ts';

export type ProofContext = {
  base: string;
  cluster: Cluster;
  sql: pg.Pool;
  redisUrl: string;
  provider: SlowDataForSeo;
  rankingsHost: FakeRankingsHost;
  /** Sockets the suite closes at its end. */
  sockets: LiveSocket[];
};

export type JobRow = { status: string; done_batches: number; total_batches: number };

export const isLive = (instance: Instance) => instance.child.exitCode === null && instance.child.signalCode === null;

export async function jobRow(sql: pg.Pool, jobId: string): Promise<JobRow> {
  const rows = await sql.query<JobRow>('select status, done_batches, total_batches from jobs where id = $1', [jobId]);
  const row = rows.rows[0];
  if (!row) throw new Error(`no job ${jobId}`);
  return row;
}

let probes = 0;

/** Waits until nginx sends requests pinned to `instance` to it (a restarted one is skipped for fail_timeout). */
export async function reachable(ctx: Pick<ProofContext, 'base'>, instance: Instance): Promise<void> {
  // A client address per probe: the probes are not what proof 1's API limit is about.
  const probe = () => get(ctx.base, '/api/status', { node: instance.name, client: `127.10.6.${(probes++ % 250) + 1}` });
  await waitFor(async () => (await probe()).node === instance.name, 30_000, `nginx to reach ${instance.name}`);
}

/**
 * Brings dead instances back (in parallel) until `count` run, and waits until nginx reaches every
 * running one (one still starting, after a failed proof, included).
 */
export async function ensureLive(ctx: Pick<ProofContext, 'base' | 'cluster'>, count: number): Promise<void> {
  const live = ctx.cluster.instances.filter(isLive);
  const dead = ctx.cluster.instances.filter((instance) => !isLive(instance)).slice(0, Math.max(0, count - live.length));
  await Promise.all([...live.map((instance) => reachable(ctx, instance)), ...dead.map(async (instance) => reachable(ctx, await ctx.cluster.respawn(instance.name)))]);
}

export type Gate = { holding(): number; release(): void };

export type MidwayKill = {
  jobId: string;
  /** A member of the job's company: its socket, on a sibling, must hear the job done. */
  session: LoggedIn;
  client: string;
  /** Holds the request of batch `doneBefore` (0-based): every earlier batch is saved by then. */
  gate: Gate;
  doneBefore: number;
};

export type Takeover = {
  killed: Instance;
  /** When the instance died: a row written before it was written by the killed instance. */
  killedAt: Date;
  totalBatches: number;
  /** What the suite prints: who died at which batch, who took over, how long it took. */
  summary: string;
  /** The killed instance started again (after the takeover, so it took no part in it); await before the next proof. */
  respawned: Promise<void>;
};

/**
 * Kills the instance whose worker holds the job while the gate holds one of its batches, lets the
 * sibling finish it, and checks what every kind shares: the job done, each batch saved once and
 * done, the done message on a live socket of the company (on a sibling) and in the company's list.
 */
export async function killMidwayAndFinish(ctx: ProofContext, options: MidwayKill): Promise<Takeover> {
  const { jobId, gate, doneBefore, session, client } = options;
  const redis = new Redis(ctx.redisUrl);
  // BullMQ stores the worker's name (processedBy, host:pid) in the job's hash as "pb".
  const workerOf = async () => {
    const worker = await redis.hget(`kwb:keyword-jobs:${jobId}`, 'pb');
    return ctx.cluster.instances.find((instance) => worker?.endsWith(`:${instance.child.pid}`));
  };
  try {
    await waitFor(() => gate.holding() > 0, 30_000, `the gate to hold batch ${doneBefore + 1} of job ${jobId}`);
    const midway = await jobRow(ctx.sql, jobId);
    // Provably mid-way: the batches before the held one are saved, the held one and later ones are not.
    expect([midway.status, midway.done_batches]).toEqual(['running', doneBefore]);
    expect(midway.total_batches).toBeGreaterThan(doneBefore + 1);
    const running = await workerOf();
    expect(running, 'the instance whose worker holds the job').toBeDefined();
    const killed = running!;
    const sibling = ctx.cluster.instances.find((instance) => instance !== killed && isLive(instance));
    expect(sibling, 'a live sibling').toBeDefined();
    const socket = await liveSocket(ctx.base, sibling!.name, session);
    ctx.sockets.push(socket);
    const heard: NotificationMessage[] = [];
    socket.on('notification', (message) => heard.push(message));

    const killedAt = new Date();
    await killed.kill();
    gate.release();

    // A sibling's stalled-job check frees the job once the dead worker's lock runs out (JOB_LOCK_SECONDS).
    let taker: Instance | undefined;
    await waitFor(async () => {
      taker = await workerOf();
      return (taker !== undefined && taker !== killed && isLive(taker)) || (await jobRow(ctx.sql, jobId)).status === 'done';
    }, 30_000, `a sibling to take job ${jobId} over`);
    const takenMs = Date.now() - killedAt.getTime();
    const respawned = ctx.cluster.respawn(killed.name).then((fresh) => reachable(ctx, fresh));
    // Awaited by the caller; kept from counting as unhandled while the proof goes on.
    respawned.catch(() => {});

    await waitFor(async () => (await jobRow(ctx.sql, jobId)).status === 'done', 45_000, `job ${jobId} done on a sibling`);
    const done = await jobRow(ctx.sql, jobId);
    const doneMs = Date.now() - killedAt.getTime();
    expect(done.done_batches).toBe(done.total_batches);
    const batches = await ctx.sql.query<{ index: number; status: string }>('select index, status from job_batches where job_id = $1 order by index', [jobId]);
    expect(batches.rows.map((row) => row.index)).toEqual(Array.from({ length: done.total_batches }, (_, i) => i));
    expect(new Set(batches.rows.map((row) => row.status))).toEqual(new Set(['done']));

    await waitFor(() => heard.some((message) => message.type === 2 && message.id === jobId), 10_000, `the done message of job ${jobId} on a live socket`);
    expect(heard.filter((message) => message.id === jobId && message.type === 0)).toEqual([]);
    const list = await post(ctx.base, '/api/notifications/list', { company_id: session.company_id }, { node: sibling!.name, token: session.token, client });
    const entry = (list.json['notifications'] as NotificationEntry[]).find((notification) => notification.id === jobId);
    expect(entry?.type).toBe(2);
    const by = taker && taker !== killed ? taker.name : 'a sibling';
    const summary = `${killed.name} killed with ${doneBefore} of ${done.total_batches} batches saved; taken over by ${by} after ${takenMs} ms, done ${doneMs} ms after the kill`;
    return { killed, killedAt, totalBatches: done.total_batches, summary, respawned };
  } finally {
    gate.release();
    redis.disconnect();
  }
}
