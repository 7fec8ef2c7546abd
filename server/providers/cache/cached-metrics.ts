import { sql, type Kysely } from 'kysely';
import { compactMetrics, expandMetrics, type CompactMetrics } from '../../../src/domain/compact-metrics.ts';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import type { Database } from '../../db/schema.ts';
import { chunksInTurns } from '../../db/take-turns.ts';
import type { KeywordMetrics, KeywordMetricsPort, KeywordMetricsRequest } from '../ports.ts';
import { countUsage } from '../../usage/count-usage.ts';
import { cacheMonth } from './cache-month.ts';

function cachedRowsOf(db: Kysely<Database>, provider: string, market: { location: number; language: string; month: string }, identities: string[]) {
  return db
    .selectFrom('keyword_metrics_cache')
    .select(['identity', 'metrics'])
    .where('provider', '=', provider)
    .where('location', '=', market.location)
    .where('language', '=', market.language)
    .where('month', '=', market.month)
    .where('identity', '=', sql<string>`any(${identities}::text[])`)
    .execute();
}

/** The cached entries of `identities`, read a chunk at a time with the event loop's turn between (server/db/take-turns.ts). */
async function cachedRows(db: Kysely<Database>, provider: string, market: { location: number; language: string; month: string }, identities: string[]) {
  const rows: Awaited<ReturnType<typeof cachedRowsOf>> = [];
  for await (const chunk of chunksInTurns(identities)) rows.push(...(await cachedRowsOf(db, provider, market, chunk)));
  return rows;
}

/**
 * Every keyword's metrics from the cache in their compact form, as stored (a bulk volume job keeps
 * that form), in request order, each under the keyword as asked; undefined when one is not there.
 */
export type CachedOnlyMetrics = (request: Omit<KeywordMetricsRequest, 'signal'>) => Promise<CompactMetrics[] | undefined>;

/**
 * The cache of cachedMetrics read alone, never the provider: one select for a whole request of any
 * size. A lookup it answers is counted as cache usage, as cachedMetrics counts it; one it cannot
 * answer in full counts nothing (the caller then asks cachedMetrics, which counts it there).
 */
export function cachedMetricsOnly(db: Kysely<Database>, provider: string): CachedOnlyMetrics {
  return async ({ keywords, location, language, lastMonth }) => {
    const identities = keywords.map(phraseIdentity);
    const wanted = [...new Set(identities)];
    const cached = await cachedRows(db, provider, { location, language, month: cacheMonth(lastMonth) }, wanted);
    if (cached.length < wanted.length) return undefined;
    const known = new Map(cached.map((row) => [row.identity, row.metrics]));
    const answers: CompactMetrics[] = [];
    for (const [index, keyword] of keywords.entries()) {
      const metrics = known.get(identities[index] ?? '');
      if (!metrics) return undefined;
      // Stored by compactMetrics, so expanding and compacting it again would give it back unchanged.
      answers.push({ ...metrics, k: keyword });
    }
    await countUsage(db, 'metrics', { cachedKeywords: cached.length, paidKeywords: 0, paidCalls: 0 });
    return answers;
  };
}

/**
 * A KeywordMetricsPort that asks its inner port at most once per (provider, keyword identity,
 * location, language, month): provider calls cost money and the numbers of a past month do not change.
 * A request costs one select and one insert per thousand keywords (one array or JSON parameter each,
 * so any size stays within the parameter limit of PostgreSQL) and at most one provider call (for the
 * missing keywords, in request order).
 */
export function cachedMetrics(db: Kysely<Database>, inner: KeywordMetricsPort, provider: string): KeywordMetricsPort {
  return {
    async metrics(request: KeywordMetricsRequest): Promise<KeywordMetrics[]> {
      const { keywords, location, language } = request;
      if (keywords.length === 0) return [];
      const month = cacheMonth(request.lastMonth);
      const identities = keywords.map(phraseIdentity);
      const wanted = [...new Set(identities)];

      const cached = await cachedRows(db, provider, { location, language, month }, wanted);
      const known = new Map(cached.map((row) => [row.identity, expandMetrics(row.metrics)]));

      // The first spelling of each missing identity is the one the provider is asked for.
      const missing = new Map<string, string>();
      keywords.forEach((keyword, index) => {
        const identity = identities[index] ?? phraseIdentity(keyword);
        if (!known.has(identity) && !missing.has(identity)) missing.set(identity, keyword);
      });

      if (missing.size > 0) {
        const askedIdentities = [...missing.keys()];
        const answers = await inner.metrics({ ...request, keywords: [...missing.values()] });
        if (answers.length !== askedIdentities.length) {
          throw new Error(`The ${provider} metrics adapter answered ${answers.length} entries for ${askedIdentities.length} keywords.`);
        }
        answers.forEach((answer, index) => known.set(askedIdentities[index] ?? '', answer));
        // One array parameter per column, the metrics as JSON texts the json column keeps as they
        // are (migration 0030). A concurrent request may have stored the same keywords meanwhile;
        // its answer is as good, so a conflict is skipped.
        const entries = askedIdentities.map((identity, index) => {
          const answer = answers[index];
          return { identity, metrics: answer ? JSON.stringify(compactMetrics(answer)) : 'null' };
        });
        for await (const chunk of chunksInTurns(entries)) {
          await sql`
            insert into keyword_metrics_cache (provider, identity, location, language, month, metrics)
            select ${provider}, entry.identity, ${location}, ${language}, ${month}, entry.metrics
            from unnest(${chunk.map((e) => e.identity)}::text[], ${chunk.map((e) => e.metrics)}::json[]) as entry(identity, metrics)
            on conflict do nothing
          `.execute(db);
        }
      }

      // Distinct keywords: a phrase repeated in one request is looked up (and paid for) once.
      await countUsage(db, 'metrics', { cachedKeywords: cached.length, paidKeywords: missing.size, paidCalls: missing.size > 0 ? 1 : 0 });

      return keywords.map((keyword, index) => {
        const metrics = known.get(identities[index] ?? '');
        if (!metrics) throw new Error(`No metrics for ${keyword} after the lookup.`);
        // The cached entry may have been stored under another spelling; the caller sees its own.
        return { ...metrics, keyword };
      });
    },
  };
}
