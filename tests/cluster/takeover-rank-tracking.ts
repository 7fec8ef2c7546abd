import { expect } from 'vitest';
import type { RankingsResponse } from '../../src/domain/contracts/monitoring.ts';
import { hostRanking } from './fake-rankings-host.ts';
import { isLive, killMidwayAndFinish, type ProofContext } from './job-takeover.ts';
import { login, post } from './through-balancer.ts';

const KEYWORDS = 300;
const BATCH = 100;
/** In the second batch: the project's batches follow the keywords' order (update-planner.ts). */
const HELD_KEYWORD = 150;
/** Company 3, the white-label partner of the demo data, looks its positions up on its own rankings host. */
const WHITE_LABEL = 3;

const keywordOf = (n: number) => `cluster rang ${String(n).padStart(3, '0')}`;

/**
 * A monitoring project's first rank update over 300 keywords (three batches of 100) is killed with its
 * instance while the second batch's call to the rankings host is open; the sibling continues there.
 * The day then holds one position per keyword, looked up and stored once, the batch saved before the
 * kill by the killed instance and untouched since.
 *
 * Through the white-label rankings host, not DataForSEO's standard queue: that queue first asks for
 * results after 15 s (SERP_QUEUE_DEFAULTS), so a batch there outlasts this proof's budget. The job,
 * its batches and the runner are the same whichever tracker answers (rank-tracker-for.ts).
 */
export async function rankTrackingSurvivesKill(ctx: ProofContext): Promise<void> {
  const client = '127.10.0.10';
  const settings = await ctx.sql.query<{ settings: Record<string, unknown> }>('select settings from companies where id = $1', [WHITE_LABEL]);
  const before = settings.rows[0]?.settings;
  if (!before) throw new Error(`the demo data has no company ${WHITE_LABEL}`);
  // The settings screen takes https hosts only; the partner's fake is plain http on loopback.
  await ctx.sql.query('update companies set settings = $2 where id = $1', [WHITE_LABEL, { ...before, rankings_host: ctx.rankingsHost.url }]);
  try {
    const start = ctx.cluster.instances.find(isLive)!;
    const white = await login(ctx.base, 'white@demo.test', { node: start.name, client });
    const keywords = Array.from({ length: KEYWORDS }, (_, n) => keywordOf(n));
    ctx.rankingsHost.hold(`"${keywordOf(HELD_KEYWORD)}"`);
    // The creation plans the day itself (planned_day is written with the row), so the schedule, ticking
    // each second here, never starts a second update for it; 23:59 keeps tomorrow's out of the proof too.
    const body = { company_id: WHITE_LABEL, domain: 'www.cluster-shop.de', device: 'desktop', location: 2276, language: 'de', keywords: { kind: 'paste', text: keywords.join('\n') }, update_time: '23:59' };
    const created = await post(ctx.base, '/api/monitoring/projects/create', body, { node: start.name, token: white.token, client });
    expect([created.status, created.node], JSON.stringify(created.json)).toEqual([200, start.name]);
    const jobId = String(created.json['job_id']);
    const projectId = (created.json['project'] as { id: number }).id;

    const doneBefore = Math.floor(HELD_KEYWORD / BATCH);
    const takeover = await killMidwayAndFinish(ctx, { jobId, session: white, client, gate: ctx.rankingsHost, doneBefore });
    expect(takeover.totalBatches).toBe(KEYWORDS / BATCH);
    const node = ctx.cluster.instances.find((instance) => instance !== takeover.killed && isLive(instance))!.name;

    const rankings = (await post(ctx.base, '/api/monitoring/projects/rankings', { company_id: WHITE_LABEL, project_id: projectId }, { node, token: white.token, client })).json as RankingsResponse;
    expect(rankings.rows.map((row) => row.keyword).sort()).toEqual(keywords);
    expect(rankings.rows.filter((row) => row.position !== hostRanking(row.keyword) || row.status === 'failed')).toEqual([]);

    // One stored lookup per keyword of the day (attempts counts each store), and the batches saved
    // before the kill were not looked up or written again by the sibling.
    const stored = await ctx.sql.query<{ keyword: string; attempts: number; checked_at: Date }>(
      'select k.keyword, p.attempts, p.checked_at from monitoring_positions p join monitoring_keywords k on k.id = p.keyword_id where k.project_id = $1 and p.day = $2 order by k.keyword',
      [projectId, rankings.day],
    );
    expect(stored.rows.map((row) => row.keyword)).toEqual(keywords);
    expect(stored.rows.filter((row) => row.attempts !== 1)).toEqual([]);
    const savedBefore = doneBefore * BATCH;
    expect(stored.rows.slice(0, savedBefore).every((row) => row.checked_at < takeover.killedAt)).toBe(true);
    expect(stored.rows.slice(savedBefore).every((row) => row.checked_at > takeover.killedAt)).toBe(true);
    const asked = new Map<string, number>();
    for (const call of ctx.rankingsHost.calls()) for (const keyword of call) asked.set(keyword, (asked.get(keyword) ?? 0) + 1);
    expect(keywords.slice(0, savedBefore).filter((keyword) => asked.get(keyword) !== 1)).toEqual([]);
    expect(keywords.filter((keyword) => (asked.get(keyword) ?? 0) < 1)).toEqual([]);
    console.log(`rank tracking: ${takeover.summary}`);
    await takeover.respawned;
  } finally {
    await ctx.sql.query('update companies set settings = $2 where id = $1', [WHITE_LABEL, before]);
  }
}
