import { expect } from 'vitest';
import type { CompetitorListResponse } from '../../src/domain/contracts/content.ts';
import { LIVE, serpResult } from '../support/fake-dataforseo-serp-tasks.ts';
import { isLive, killMidwayAndFinish, type ProofContext } from './job-takeover.ts';
import { login, post } from './through-balancer.ts';

const KEYWORD = 'cluster laufschuhe test';
const PAGES = 10;
/** Batch 0 is the search results, batch n the page at position n: page 5 is held at its page-speed call. */
const HELD_POSITION = 5;
const LIGHTHOUSE = '/v3/on_page/lighthouse/live/json';

/**
 * A content project's fetch (the top 10, then one page a batch) is killed with its instance while
 * page 5's page-speed call is open; a sibling continues at page 5. The search results are not asked
 * again (the competitors the killed instance stored stay), pages 1 to 4 keep what was fetched before
 * the kill, and pages 5 to 10 are fetched once each by the sibling.
 */
export async function contentFetchSurvivesKill(ctx: ProofContext): Promise<void> {
  const client = '127.10.0.11';
  const domains = serpResult({ keyword: KEYWORD }).items.flatMap((item) => ('domain' in item ? [item.domain] : []));
  expect(domains.length).toBe(PAGES);
  const start = ctx.cluster.instances.find(isLive)!;
  const power = await login(ctx.base, 'power@demo.test', { node: start.name, client });
  ctx.provider.hold(domains[HELD_POSITION - 1]!);

  const created = await post(ctx.base, '/api/content/projects/create', { company_id: power.company_id, main_keyword: KEYWORD }, { node: start.name, token: power.token, client });
  expect([created.status, created.node], JSON.stringify(created.json)).toEqual([200, start.name]);
  const jobId = String(created.json['job']);
  const projectId = (created.json['project'] as { id: number }).id;

  const takeover = await killMidwayAndFinish(ctx, { jobId, session: power, client, gate: ctx.provider, doneBefore: HELD_POSITION });
  expect(takeover.totalBatches).toBe(PAGES + 1);
  const node = ctx.cluster.instances.find((instance) => instance !== takeover.killed && isLive(instance))!.name;

  const list = (await post(ctx.base, '/api/content/competitors/list', { company_id: power.company_id, project_id: projectId }, { node, token: power.token, client })).json as CompetitorListResponse;
  expect(list.project).toMatchObject({ status: 'ready', job_id: jobId, competitor_count: PAGES });
  expect(list.competitors.map((page) => [page.position, page.domain])).toEqual(domains.map((domain, i) => [i + 1, domain]));
  expect(list.competitors.filter((page) => !page.fetched || page.fetch_error !== null || !(Number(page.word_count) > 0))).toEqual([]);

  const fetched = await ctx.sql.query<{ position: number; fetched_at: Date }>('select position, fetched_at from content_competitors where project_id = $1 order by position', [projectId]);
  const before = fetched.rows.filter((row) => row.fetched_at < takeover.killedAt).map((row) => row.position);
  expect(before).toEqual(Array.from({ length: HELD_POSITION - 1 }, (_, i) => i + 1));

  const requests = ctx.provider.requests();
  const serpCalls = requests.filter((request) => request.path === LIVE && (request.body as { keyword?: string }[] | null)?.[0]?.keyword === KEYWORD);
  expect(serpCalls.length).toBe(1);
  const speedCalls = (domain: string) => requests.filter((request) => request.path === LIGHTHOUSE && request.text.includes(domain)).length;
  // Pages 1 to 4 once (the killed instance), the rest at least once (the held one's caller died).
  expect(domains.map(speedCalls).slice(0, HELD_POSITION - 1)).toEqual(Array.from({ length: HELD_POSITION - 1 }, () => 1));
  expect(domains.map(speedCalls).every((calls) => calls >= 1)).toBe(true);
  console.log(`content fetch: ${takeover.summary}`);
  await takeover.respawned;
}
