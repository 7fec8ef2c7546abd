import type { Kysely } from 'kysely';
import { TERMS_MAX, type OverviewResponse, type PeriodRequest, type TermInsight, type TermsResponse } from '../../src/domain/contracts/internal-searches.ts';
import { isContentGap, MAX_PERIOD_DAYS, periodEndingOn, periodHalves, searchTrend, type Period } from '../../src/domain/internal-search-stats.ts';
import { addDays, daysBetween } from '../../src/domain/internal-search-values.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { googleInputCheck, phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { isProviderError } from '../providers/errors.ts';
import type { DomainKeyword, DomainKeywordsPort } from '../providers/ports.ts';
import { newestImport } from './search-log-store.ts';
import { dailySearches, lastLoggedDay, termTotals, type TermTotal } from './search-term-queries.ts';

/** The overview lists this many terms. */
export const TOP_TERMS = 20;
/**
 * The domain's keywords read for positions. Choice: the provider answers best position first, so
 * 1,000 holds every top-10 ranking of all but the largest sites; a term past them counts as not
 * ranking, which for a gap (not in the top 10) is the same answer.
 */
export const DOMAIN_KEYWORDS_LIMIT = 1000;

export interface InsightPorts {
  readonly keywordRows: KeywordRowsLookup;
  readonly domainKeywords: DomainKeywordsPort;
}

/** The asked period, or the 90 days ending on the log's last day; null when nothing is imported. */
async function periodOf(db: Kysely<Database>, companyId: number, body: PeriodRequest): Promise<Period | null> {
  const last = await lastLoggedDay(db, companyId);
  if (last === undefined) return null;
  const to = body.to ?? (body.from !== undefined && body.from > last ? body.from : last);
  const from = body.from ?? periodEndingOn(to, body.days).from;
  if (daysBetween(from, to) > MAX_PERIOD_DAYS) {
    throw new HttpError(400, { error: 'bad_request', field: 'from', message: `from: A period has at most ${MAX_PERIOD_DAYS} days; ${from} to ${to} has ${daysBetween(from, to)}.` });
  }
  return { from, to };
}

function withTrends(totals: readonly TermTotal[], period: Period) {
  const { earlier, later } = periodHalves(period);
  const earlierDays = earlier === null ? 0 : daysBetween(earlier.from, earlier.to);
  const laterDays = daysBetween(later.from, later.to);
  return totals.map((t) => ({ term: t.term, searches: t.searches, trend: searchTrend(t.earlier, earlierDays, t.later, laterDays) }));
}

async function totalsOf(db: Kysely<Database>, companyId: number, period: Period, limit: number) {
  return termTotals(db, companyId, period, periodHalves(period).later.from, limit);
}

export async function searchOverview(db: Kysely<Database>, companyId: number, body: PeriodRequest): Promise<OverviewResponse> {
  const period = await periodOf(db, companyId, body);
  if (period === null) return { period: null, domain: null, total_searches: 0, distinct_terms: 0, days: [], top_terms: [] };
  const [perDay, totals, newest] = await Promise.all([dailySearches(db, companyId, period), totalsOf(db, companyId, period, TOP_TERMS), newestImport(db, companyId)]);
  const days: OverviewResponse['days'] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push({ day, searches: perDay.get(day) ?? 0 });
  return {
    period,
    domain: newest?.domain ?? null,
    total_searches: days.reduce((sum, d) => sum + d.searches, 0),
    distinct_terms: totals.distinct,
    days,
    top_terms: withTrends(totals.terms, period),
  };
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every term of the period with its trend, Google volume (the cached keyword rows, as the search
 * volume screen reads them), the domain's position and the gap flag. A provider failure leaves the
 * Google columns empty and says why; it never fails the site's own numbers.
 */
export async function searchTermInsights(db: Kysely<Database>, ports: InsightPorts, companyId: number, body: PeriodRequest, signal: AbortSignal): Promise<TermsResponse> {
  const period = await periodOf(db, companyId, body);
  const newest = await newestImport(db, companyId);
  if (period === null || newest === undefined) {
    return { period: null, domain: null, location: null, language: null, terms: [], rows: [], truncated: false, google_problem: null };
  }
  const totals = await totalsOf(db, companyId, period, TERMS_MAX);
  const terms = withTrends(totals.terms, period);
  const market = { location: newest.location, language: newest.language, signal };
  const problems: string[] = [];

  let rows: KeywordRow[] = [];
  try {
    const keywords = googleInputCheck(terms.map((t) => t.term));
    if (keywords.length > 0) rows = await ports.keywordRows({ ...market, keywords });
  } catch (error) {
    if (!isProviderError(error)) throw error;
    problems.push(`Google volumes are missing: ${failureText(error)}`);
  }
  let ranked: DomainKeyword[] | null = null;
  try {
    ranked = await ports.domainKeywords.domainKeywords({ ...market, domain: newest.domain, limit: DOMAIN_KEYWORDS_LIMIT });
  } catch (error) {
    if (!isProviderError(error)) throw error;
    problems.push(`Google positions of ${newest.domain} are missing: ${failureText(error)}`);
  }

  const volumes = new Map(rows.map((r) => [phraseIdentity(r.keyword), r.avgsv]));
  const positions = new Map<string, DomainKeyword>();
  for (const entry of ranked ?? []) {
    const key = phraseIdentity(entry.keyword);
    const known = positions.get(key);
    if (known === undefined || entry.position < known.position) positions.set(key, entry);
  }
  const insights: TermInsight[] = terms.map((t) => {
    const key = phraseIdentity(t.term);
    const volume = volumes.get(key) ?? null;
    const ranking = positions.get(key);
    const position = ranking?.position ?? null;
    // Unknown positions (the lookup failed) are no evidence of a gap: the flag stays off.
    const gap = ranked !== null && isContentGap({ searches: t.searches, volume, position });
    return { ...t, volume, position, url: ranking?.url ?? null, gap };
  });
  return {
    period,
    domain: newest.domain,
    location: newest.location,
    language: newest.language,
    terms: insights,
    rows,
    truncated: totals.distinct > terms.length,
    google_problem: problems.length > 0 ? problems.join(' ') : null,
  };
}
