import { expect } from 'vitest';
import type { BrandDashboardResponse, BrandIndexResponse } from '../../src/domain/contracts/brands.ts';
import { HISTORICAL_VOLUME } from '../support/fake-dataforseo-research.ts';
import { isLive, killMidwayAndFinish, type ProofContext } from './job-takeover.ts';
import { login, post } from './through-balancer.ts';

const BRANDS = 6;
const PER_BRAND = 350;
const BATCH = 700;
/** Brand 2's keywords are 700 to 1,049: the second batch of 700, held at the provider. */
const HELD_BRAND = 2;

/** Each keyword counted over the requests that carried it. */
function countKeywords(bodies: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const body of bodies) {
    const [task] = Array.isArray(body) ? (body as { keywords?: string[] }[]) : [];
    for (const keyword of task?.keywords ?? []) counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
  }
  return counts;
}

/**
 * A brand index run of 2,100 keywords (three batches) is killed with its instance while the second
 * batch's lookup is in the provider's hands; the sibling continues at that batch. The index holds each
 * keyword once, and no keyword of the batch saved before the kill was paid for again.
 */
export async function brandIndexSurvivesKill(ctx: ProofContext): Promise<void> {
  const client = '127.10.0.9';
  const start = ctx.cluster.instances.find(isLive)!;
  const power = await login(ctx.base, 'power@demo.test', { node: start.name, client });
  const brands = Array.from({ length: BRANDS }, (_, b) => ({ name: `clustermarke${b}`, keywords: Array.from({ length: PER_BRAND - 1 }, (_, k) => `clustermarke${b} modell ${k}`) }));
  // Brand name first, then its keywords, brand after brand: the order of the run's batches.
  const keywords = brands.flatMap((brand) => [brand.name, ...brand.keywords]);
  ctx.provider.hold(`clustermarke${HELD_BRAND}`);

  const created = await post(ctx.base, '/api/brands/create', { company_id: power.company_id, name: 'Cluster Marken', location: 2276, language: 'de', brands }, { node: start.name, token: power.token, client });
  expect([created.status, created.node], JSON.stringify(created.json)).toEqual([200, start.name]);
  const job = created.json['job'] as { job_id: string; listname: string; total_batches: number };
  expect(job.total_batches).toBe((BRANDS * PER_BRAND) / BATCH);

  const doneBefore = (HELD_BRAND * PER_BRAND) / BATCH;
  const takeover = await killMidwayAndFinish(ctx, { jobId: job.job_id, session: power, client, gate: ctx.provider, doneBefore });
  const node = ctx.cluster.instances.find((instance) => instance !== takeover.killed && isLive(instance))!.name;
  const via = { node, token: power.token, client };

  const card = (await post(ctx.base, '/api/brands/get', { company_id: power.company_id, listname: job.listname }, via)).json as BrandDashboardResponse;
  expect(card.dashboard).toMatchObject({ status: 'done', progress: 100, job_id: job.job_id });
  const index = (await post(ctx.base, '/api/brands/index', { company_id: power.company_id, listname: job.listname }, via)).json as BrandIndexResponse;
  const indexed = index.keywords.map((row) => row.row.keyword);
  expect(indexed.length).toBe(keywords.length);
  expect(new Set(indexed)).toEqual(new Set(keywords));
  expect(index.brands.map((brand) => brand.name)).toEqual(brands.map((brand) => brand.name));

  // Nothing paid twice: the keywords of the batch saved before the kill were asked of DataForSEO Labs
  // once (by the killed instance); every keyword was asked. The keyword cache would absorb a redo of
  // that batch too, so this does not show where the sibling began; the rank tracking and content
  // proofs, on the same runner, do (a runner that redid saved batches failed those two, not this).
  const asked = countKeywords(ctx.provider.requests().filter((request) => request.path === HISTORICAL_VOLUME).map((request) => request.body));
  const savedBefore = keywords.slice(0, doneBefore * BATCH);
  expect(savedBefore.filter((keyword) => asked.get(keyword) !== 1)).toEqual([]);
  expect(keywords.filter((keyword) => (asked.get(keyword) ?? 0) < 1)).toEqual([]);
  console.log(`brand index: ${takeover.summary}`);
  await takeover.respawned;
}
