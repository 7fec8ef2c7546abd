import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DomainKeyword, DomainKeywordsPort, DomainKeywordsRequest } from '../ports.ts';
import { countUsage } from '../../usage/count-usage.ts';
import { cacheMonth, calendarMonth } from './cache-month.ts';

/**
 * A DomainKeywordsPort that asks its inner port once per (provider, normalised domain, location,
 * language, calendar month), with the limit rule of cached-ideas.ts: a stored answer serves requests
 * up to the limit it was asked with, or all requests when the provider gave fewer than asked.
 * One select, at most one provider call and one insert; a failed call stores nothing.
 */
export function cachedDomainKeywords(
  db: Kysely<Database>,
  inner: DomainKeywordsPort,
  provider: string,
  now: () => Date = () => new Date(),
): DomainKeywordsPort {
  return {
    async domainKeywords(request: DomainKeywordsRequest): Promise<DomainKeyword[]> {
      const key = {
        provider,
        // Already normalised by the caller (src/domain/rankings-domain.ts); lower case for safety.
        domain: request.domain.toLocaleLowerCase('de-DE'),
        location: request.location,
        language: request.language,
        month: cacheMonth(calendarMonth(now())),
      };
      const cached = await db
        .selectFrom('domain_keywords_cache')
        .select(['asked_limit', 'keywords'])
        .where('provider', '=', key.provider)
        .where('domain', '=', key.domain)
        .where('location', '=', key.location)
        .where('language', '=', key.language)
        .where('month', '=', key.month)
        .executeTakeFirst();
      if (cached) {
        const { keywords } = cached.keywords;
        if (request.limit <= cached.asked_limit || keywords.length < cached.asked_limit) {
          const served = keywords.slice(0, request.limit);
          await countUsage(db, 'domainKeywords', { cachedKeywords: served.length }, now());
          return served;
        }
      }
      const keywords = await inner.domainKeywords(request);
      await db
        .insertInto('domain_keywords_cache')
        .values({ ...key, asked_limit: request.limit, keywords: { keywords } })
        .onConflict((conflict) =>
          conflict
            .columns(['provider', 'location', 'language', 'month', 'domain'])
            .doUpdateSet({ asked_limit: sql`excluded.asked_limit`, keywords: sql`excluded.keywords`, created_at: sql`now()` })
            .where('domain_keywords_cache.asked_limit', '<', sql<number>`excluded.asked_limit`),
        )
        .execute();
      await countUsage(db, 'domainKeywords', { paidKeywords: keywords.length, paidCalls: 1 }, now());
      return keywords;
    },
  };
}
