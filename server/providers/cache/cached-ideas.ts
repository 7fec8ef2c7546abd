import { sql, type Kysely } from 'kysely';
import { phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import type { Database } from '../../db/schema.ts';
import type { KeywordIdeasPort, KeywordIdeasRequest } from '../ports.ts';
import { countUsage } from '../../usage/count-usage.ts';
import { cacheMonth, calendarMonth } from './cache-month.ts';

/**
 * A KeywordIdeasPort that asks its inner port once per (provider, seed identity, view, location,
 * language, calendar month) for as many phrases as were wanted: a stored answer serves any request
 * for at most as many phrases as it was asked for, or any request at all when the provider gave
 * fewer than asked (it had no more). A longer request asks again and replaces the shorter answer.
 * One select, at most one provider call and one insert; a failed call stores nothing.
 */
export function cachedIdeas(db: Kysely<Database>, inner: KeywordIdeasPort, provider: string, now: () => Date = () => new Date()): KeywordIdeasPort {
  return {
    async ideas(request: KeywordIdeasRequest): Promise<string[]> {
      const key = {
        provider,
        identity: phraseIdentity(request.keyword),
        view: request.view,
        location: request.location,
        language: request.language,
        month: cacheMonth(calendarMonth(now())),
      };
      const cached = await db
        .selectFrom('keyword_ideas_cache')
        .select(['asked_limit', 'phrases'])
        .where('provider', '=', key.provider)
        .where('identity', '=', key.identity)
        .where('view', '=', key.view)
        .where('location', '=', key.location)
        .where('language', '=', key.language)
        .where('month', '=', key.month)
        .executeTakeFirst();
      if (cached) {
        const { phrases } = cached.phrases;
        if (request.limit <= cached.asked_limit || phrases.length < cached.asked_limit) {
          const served = phrases.slice(0, request.limit);
          await countUsage(db, 'ideas', { cachedKeywords: served.length }, now());
          return served;
        }
      }
      const phrases = await inner.ideas(request);
      await db
        .insertInto('keyword_ideas_cache')
        .values({ ...key, asked_limit: request.limit, phrases: { phrases } })
        // A concurrent request may have stored the same key: the answer asked for more phrases wins.
        .onConflict((conflict) =>
          conflict
            .columns(['provider', 'location', 'language', 'month', 'view', 'identity'])
            .doUpdateSet({ asked_limit: sql`excluded.asked_limit`, phrases: sql`excluded.phrases`, created_at: sql`now()` })
            .where('keyword_ideas_cache.asked_limit', '<', sql<number>`excluded.asked_limit`),
        )
        .execute();
      await countUsage(db, 'ideas', { paidKeywords: phrases.length, paidCalls: 1 }, now());
      return phrases;
    },
  };
}
