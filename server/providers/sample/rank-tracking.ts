/**
 * The sample adapter of the daily rank tracking: a computed top 100 per keyword, device and day in
 * which the tracked domains move as sites do. Every number comes from seeded hashes of (domain,
 * keyword, market, device, day): the same request gives the same SERP on every machine.
 */
import { throwIfAborted } from '../errors.ts';
import type { Device, OrganicResult, RankCheckOutcome, RankCheckRequest, RankTrackingPort } from '../ports.ts';
import { gaussianAfter, hashPrefix, unit, unitAfter } from './hash.ts';
import { sampleRanking } from './search-results.ts';
import { sampleSerpFeatures } from './serp-features.ts';
import { commercialness } from './metrics.ts';
import { sampleIdentity } from './volumes.ts';

const DEPTH = 100;
/** Days between the knots of the smooth movement; positions drift between knots, not jump. */
const KNOT_DAYS = 7;
/** Days of one presence period: a domain enters or drops out of the top 100 only at their edges. */
const PERIOD_DAYS = 21;
/** Chance per period that a ranking domain drops out, and that a non-ranking one enters. */
const DROP_CHANCE = 0.06;
const ENTRY_CHANCE = 0.12;
/** About one lookup in 150 fails on its first try (a timeout), as real SERP APIs do now and then. */
const FIRST_TRY_FAILURE = 1 / 150;
const MAX_REMEMBERED_TRIES = 200_000;

const FILLERS = [
  'www.preisfuchs.example', 'www.heimundgarten.example', 'de.lexikon.example', 'www.kochstube.example',
  'www.testberichte.example', 'www.sportprofi.example', 'www.modehaus.example', 'www.reiseblick.example',
  'www.technikmarkt.example', 'www.ratgeber24.example', 'www.stadtmagazin.example', 'www.videoportal.example',
] as const;

export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

function slug(keyword: string): string {
  return encodeURIComponent(keyword.replace(/\s+/gu, '-'));
}

/** Smooth noise over days: seeded values at every knot, interpolated with a cosine in between. */
function drift(seed: number, day: number): number {
  const knot = Math.floor(day / KNOT_DAYS);
  const t = (day - knot * KNOT_DAYS) / KNOT_DAYS;
  const w = (1 - Math.cos(Math.PI * t)) / 2;
  return gaussianAfter(seed, 'knot', knot) * (1 - w) + gaussianAfter(seed, 'knot', knot + 1) * w;
}

/**
 * Where one domain wants to stand on a day, or null when it is outside the top 100. The base is the
 * domain's stable position (search-results.ts); it drifts by a share of itself (top positions move
 * little, page 5 a lot), jitters daily, and periods bring new entries and drops.
 */
export function samplePosition(domain: string, keyword: string, location: number, device: Device, day: string): number | null {
  const id = sampleIdentity(keyword);
  const n = dayNumber(day);
  // The seed's hash once: a day's position hashes it up to 15 times, and a 90-day demo history was most of the seed's time.
  const seed = hashPrefix(domain, id, location, device);
  const offset = Math.floor(unitAfter(seed, 'offset') * PERIOD_DAYS);
  const period = Math.floor((n + offset) / PERIOD_DAYS);
  const base = sampleRanking(domain, id, location, device);
  const flip = unitAfter(seed, 'period', period);
  if (base === null) {
    if (flip >= ENTRY_CHANCE) return null;
    // A new entry comes in on page 3 to 9 and stays for the period.
    return Math.min(DEPTH, 25 + Math.floor(unitAfter(seed, 'entry', period) * 60) + Math.round(2 * gaussianAfter(seed, 'day', n)));
  }
  if (flip < DROP_CHANCE) return null;
  const amplitude = 0.5 + base * 0.25;
  const daily = unitAfter(seed, 'jitter', n) < 0.3 ? Math.round(gaussianAfter(seed, 'day', n)) : 0;
  const position = Math.round(base + amplitude * drift(seed, n)) + daily;
  return Math.min(DEPTH, Math.max(1, position));
}

function landingUrl(domain: string, keyword: string, seed: string, period: number): string {
  // Now and then Google picks another page of the site for the keyword.
  const category = unit(seed, 'url', period) < 0.2 ? 'ratgeber/' : '';
  return `https://${domain}/${category}${slug(keyword)}`;
}

/** Where each tracked domain stands on the request's SERP: two cannot share a place, the later moves down. */
export function trackedPlaces(request: RankCheckRequest): Map<number, string> {
  const { keyword, location, device, day } = request;
  const wanted = (request.track ?? [])
    .map((domain, order) => ({ domain, order, position: samplePosition(domain, keyword, location, device, day) }))
    .filter((w): w is { domain: string; order: number; position: number } => w.position !== null)
    .sort((a, b) => a.position - b.position || a.order - b.order);
  const byPosition = new Map<number, string>();
  for (const w of wanted) {
    let place = w.position;
    while (byPosition.has(place) && place < DEPTH) place += 1;
    if (!byPosition.has(place)) byPosition.set(place, w.domain);
  }
  return byPosition;
}

/** The URL the sample SERP gives a tracked domain for the keyword on that day. */
export function trackedUrl(domain: string, keyword: string, day: string): string {
  return landingUrl(domain, keyword, `${domain}\u241f${keyword}`, Math.floor(dayNumber(day) / PERIOD_DAYS));
}

/** Whether the first try of this lookup fails (the sample's occasional timeout). */
export function sampleFirstTryFails(request: RankCheckRequest): boolean {
  return unit(lookupKey(request), 'fails') < FIRST_TRY_FAILURE;
}

function lookupKey(request: RankCheckRequest): string {
  return `${request.keyword}\u241f${request.device}\u241f${request.location}\u241f${request.day}`;
}

/** The top 100 of one request: tracked domains where they stand, filler sites on the free places. */
export function sampleTrackedSerp(request: RankCheckRequest): OrganicResult[] {
  const { keyword, day } = request;
  const byPosition = trackedPlaces(request);
  const results: OrganicResult[] = [];
  const path = slug(keyword);
  const firstFiller = Math.floor(unit(keyword, 'filler') * FILLERS.length);
  let filler = 0;
  for (let position = 1; position <= DEPTH; position += 1) {
    const tracked = byPosition.get(position);
    const domain = tracked ?? FILLERS[(firstFiller + filler) % FILLERS.length] ?? FILLERS[0];
    if (tracked === undefined) filler += 1;
    results.push({
      position,
      domain,
      url: tracked === undefined ? `https://${domain}/${path}-${position}` : trackedUrl(domain, keyword, day),
      title: keyword,
      description: null,
    });
  }
  return results;
}

/**
 * The port. A first try fails for about one lookup in 150 (retryable, as a timeout); the next try of
 * the same keyword and day succeeds, so the job's retry is exercised without inventing an outage.
 */
export function sampleRankTracking(): RankTrackingPort {
  const tries = new Map<string, number>();
  return {
    async rankCheck(requests, signal) {
      throwIfAborted(signal, requests.map((r) => r.keyword));
      // A long-running server would otherwise remember every lookup it ever made.
      if (tries.size > MAX_REMEMBERED_TRIES) tries.clear();
      return requests.map((request): RankCheckOutcome => {
        const key = lookupKey(request);
        const attempt = tries.get(key) ?? 0;
        tries.set(key, attempt + 1);
        if (attempt === 0 && sampleFirstTryFails(request)) {
          return { keyword: request.keyword, ok: false, reason: 'the SERP lookup timed out (sample)', retryable: true };
        }
        const id = sampleIdentity(request.keyword);
        return {
          keyword: request.keyword,
          ok: true,
          organic: sampleTrackedSerp(request),
          features: sampleSerpFeatures(id, request.location, request.language, commercialness(id)),
          checkedAt: `${request.day}T05:00:00.000Z`,
        };
      });
    },
  };
}
