/** Rankings answered by the server, put on the keyword rows of the workbench (SPEC §3 `ranking`). */
import { MAX_RANKING_KEYWORDS, type KeywordRankingEntry } from '../../domain/contracts/keyword-data.ts';
import type { KeywordRow, RankingCell } from '../../domain/keyword-row.ts';
import { phraseIdentity, tidyPhrase } from '../../domain/phrase-validation.ts';
import { rankColour } from '../../domain/rank-colour.ts';

/** The longest keyword the rankings contract accepts (`keywords_array` items). */
export const MAX_RANKING_KEYWORD_LENGTH = 1000;

/** What a row shows while its keyword has no answer: the cell draws '-'. */
export const NO_RANKING: RankingCell = Object.freeze({ position: null, datetime: null, color: null });

/** The part of an answer the rows need; the Amazon volume travels along but is not a ranking. */
export type RankingAnswer = Pick<KeywordRankingEntry, 'keyword' | 'ranking' | 'datetime'>;

export function rankingCell(answer: RankingAnswer): RankingCell {
  return { position: answer.ranking, datetime: answer.datetime, color: rankColour(answer.ranking) };
}

/** A lower position is better; a keyword that does not rank loses against any position. */
function better(a: RankingAnswer, b: RankingAnswer): boolean {
  if (a.ranking === null) return false;
  return b.ranking === null || a.ranking < b.ranking;
}

/**
 * One answer per keyword identity. Two answers for one identity (the provider spelled it twice)
 * keep the better position, so the table never shows a worse rank than the domain has.
 */
export function rankingsByIdentity(rankings: readonly RankingAnswer[]): Map<string, RankingCell> {
  const best = new Map<string, RankingAnswer>();
  for (const answer of rankings) {
    const identity = phraseIdentity(answer.keyword);
    const known = best.get(identity);
    if (!known || better(answer, known)) best.set(identity, answer);
  }
  return new Map([...best].map(([identity, answer]) => [identity, rankingCell(answer)]));
}

function rankRow(row: KeywordRow, cells: ReadonlyMap<string, RankingCell>): KeywordRow {
  const ranked: KeywordRow = { ...row, ranking: cells.get(phraseIdentity(row.keyword)) ?? NO_RANKING };
  // Rows merged into a duplicate group keep their own keyword, so they get their own rank.
  if (row.grouped) ranked.grouped = row.grouped.map((child) => rankRow(child, cells));
  return ranked;
}

/** New rows with `ranking` set from the answers (matched by phrase identity); the input rows are left as they are. */
export function withRankings(rows: readonly KeywordRow[], rankings: readonly RankingAnswer[]): KeywordRow[] {
  const cells = rankingsByIdentity(rankings);
  return rows.map((row) => rankRow(row, cells));
}

/** Every keyword of the rows, the rows merged into duplicate groups included, since they show a rank too. */
export function rowKeywords(rows: readonly KeywordRow[]): string[] {
  const keywords: string[] = [];
  const visit = (row: KeywordRow) => {
    keywords.push(row.keyword);
    row.grouped?.forEach(visit);
  };
  rows.forEach(visit);
  return keywords;
}

/**
 * The keywords to ask for, each identity once in its first spelling (tidied), split into calls of
 * at most MAX_RANKING_KEYWORDS. Keywords the contract refuses (blank, longer than 1,000 characters)
 * are left out: their rows simply get no rank rather than failing the whole call.
 */
export function rankingBatches(keywords: readonly string[]): string[][] {
  const seen = new Set<string>();
  const wanted: string[] = [];
  for (const keyword of keywords) {
    const tidy = tidyPhrase(keyword);
    if (tidy === '' || tidy.length > MAX_RANKING_KEYWORD_LENGTH) continue;
    const identity = phraseIdentity(tidy);
    if (seen.has(identity)) continue;
    seen.add(identity);
    wanted.push(tidy);
  }
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += MAX_RANKING_KEYWORDS) batches.push(wanted.slice(start, start + MAX_RANKING_KEYWORDS));
  return batches;
}
