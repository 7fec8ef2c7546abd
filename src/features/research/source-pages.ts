/**
 * The pages of one source lookup as one answer: rows in the order the pages came (each phrase once),
 * groups and rankings joined, total and next offset from the newest page. Pure, so the hook only
 * wires it to the query cache.
 */
import type { DomainRanking, KeywordSourceResponse, PhraseGroup } from '../../domain/contracts/keyword-data.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { rankColour } from '../../domain/rank-colour.ts';

export function mergeSourcePages(pages: readonly KeywordSourceResponse[]): KeywordSourceResponse | null {
  const [first] = pages;
  const last = pages.at(-1);
  if (first === undefined || last === undefined) return null;
  const seen = new Set<string>();
  const entries: KeywordRow[] = [];
  const rankings: DomainRanking[] = [];
  const rankedSeen = new Set<string>();
  const groups = new Map<string, PhraseGroup>();
  for (const page of pages) {
    for (const row of page.entries) {
      const identity = phraseIdentity(row.keyword);
      if (seen.has(identity)) continue;
      seen.add(identity);
      entries.push(row);
    }
    for (const ranking of page.rankings) {
      const identity = phraseIdentity(ranking.keyword);
      if (rankedSeen.has(identity)) continue;
      rankedSeen.add(identity);
      rankings.push(ranking);
    }
    for (const group of page.groups) {
      const key = `${group.pattern}\u0000${group.term}`;
      const known = groups.get(key);
      groups.set(key, known ? { ...known, phrases: [...new Set([...known.phrases, ...group.phrases])] } : group);
    }
  }
  return { ...first, entries, groups: [...groups.values()], rankings, total: last.total, next_offset: last.next_offset };
}

/**
 * A domain seed's rows carry where the domain ranks in their `ranking` cell, so the table can show,
 * filter and sort by the position like any other column.
 */
export function withDomainRankings(answer: KeywordSourceResponse): readonly KeywordRow[] {
  if (answer.seed_kind !== 'domain' || answer.rankings.length === 0) return answer.entries;
  const positions = new Map(answer.rankings.map((r) => [phraseIdentity(r.keyword), r.position]));
  return answer.entries.map((row) => {
    const position = positions.get(phraseIdentity(row.keyword));
    return position === undefined ? row : { ...row, ranking: { position, datetime: null, color: rankColour(position) } };
  });
}
