import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RANKING_KEYWORDS } from '../../domain/contracts/keyword-data.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { RANK_BAND_COLOURS } from '../../domain/rank-colour.ts';
import { NO_RANKING, rankingBatches, rowKeywords, withRankings, type RankingAnswer } from './ranking-rows.ts';

const at = '2026-11-20T08:00:00.000Z';
const answer = (keyword: string, ranking: number | null): RankingAnswer => ({ keyword, ranking, datetime: at });

describe('withRankings', () => {
  it('sets position, date and the band colour of the matching answer, ignoring case and spaces', () => {
    const rows = [{ ...emptyKeywordRow('Glühwein kaufen'), avgsv: 880 }, emptyKeywordRow('punsch')];
    const ranked = withRankings(rows, [answer('glühwein  KAUFEN ', 3), answer('punsch', 57)]);
    expect(ranked[0]).toEqual({ ...rows[0], ranking: { position: 3, datetime: at, color: RANK_BAND_COLOURS[0] } });
    expect(ranked[1]?.ranking).toEqual({ position: 57, datetime: at, color: RANK_BAND_COLOURS[5] });
  });

  it('gives rows without an answer, and keywords that do not rank, an empty cell or no colour', () => {
    const ranked = withRankings([emptyKeywordRow('a'), emptyKeywordRow('b'), emptyKeywordRow('c')], [answer('b', null), answer('c', 140)]);
    expect(ranked.map((row) => row.ranking)).toEqual([NO_RANKING, { position: null, datetime: at, color: null }, { position: 140, datetime: at, color: null }]);
  });

  it('keeps the better position when one keyword is answered twice', () => {
    const ranked = withRankings([emptyKeywordRow('tee')], [answer('Tee', null), answer('tee', 12), answer('TEE', 40)]);
    expect(ranked[0]?.ranking?.position).toBe(12);
  });

  it('ranks the rows of a duplicate group by their own keyword', () => {
    const row: KeywordRow = { ...emptyKeywordRow('tee'), grouped: [emptyKeywordRow('tees')] };
    const [ranked] = withRankings([row], [answer('tee', 1), answer('tees', 22)]);
    expect(ranked?.grouped?.[0]?.ranking?.position).toBe(22);
    expect(row.grouped?.[0]?.ranking).toBeUndefined();
  });

  it('leaves the input rows untouched and changes nothing but the ranking (property)', () => {
    const keyword = fc.constantFrom('tee', 'Tee', ' tee ', 'grüner tee', 'Grüner  Tee', 'kaffee', 'Straße', 'STRASSE', '');
    const row = fc.record({ keyword, avgsv: fc.option(fc.nat(), { nil: null }) }).map(({ keyword: k, avgsv }) => ({ ...emptyKeywordRow(k), avgsv }));
    const answers = fc.array(fc.record({ keyword, ranking: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }), datetime: fc.constant(at) }));
    fc.assert(
      fc.property(fc.array(row), answers, (rows, rankings) => {
        const before = structuredClone(rows);
        const ranked = withRankings(rows, rankings);
        expect(rows).toEqual(before);
        expect(ranked).toHaveLength(rows.length);
        ranked.forEach((next, i) => {
          const { ranking, ...rest } = next;
          expect(rest).toEqual(rows[i]);
          const mine = rankings.filter((a) => phraseIdentity(a.keyword) === phraseIdentity(next.keyword));
          if (mine.length === 0) expect(ranking).toEqual(NO_RANKING);
          else {
            const positions = mine.map((a) => a.ranking).filter((p): p is number => p !== null);
            expect(ranking?.position).toBe(positions.length > 0 ? Math.min(...positions) : null);
            expect(ranking?.color === null).toBe(ranking?.position === null || (ranking?.position ?? 0) > 100);
          }
        });
      }),
    );
  });
});

describe('rowKeywords', () => {
  it('lists the keywords of the rows and of the rows merged into their groups', () => {
    const rows: KeywordRow[] = [{ ...emptyKeywordRow('tee'), grouped: [emptyKeywordRow('tees'), emptyKeywordRow('tée')] }, emptyKeywordRow('kaffee')];
    expect(rowKeywords(rows)).toEqual(['tee', 'tees', 'tée', 'kaffee']);
  });
});

describe('rankingBatches', () => {
  it('asks each keyword once, tidied, in its first spelling, and leaves out what the contract refuses', () => {
    expect(rankingBatches(['  Glühwein  kaufen ', 'glühwein kaufen', '', '   ', 'x'.repeat(1001), 'Punsch'])).toEqual([['Glühwein kaufen', 'Punsch']]);
    expect(rankingBatches([])).toEqual([]);
  });

  it('splits at the contract maximum of keywords per call', () => {
    const keywords = Array.from({ length: MAX_RANKING_KEYWORDS * 2 + 1 }, (_, i) => `keyword ${i}`);
    expect(rankingBatches(keywords).map((batch) => batch.length)).toEqual([MAX_RANKING_KEYWORDS, MAX_RANKING_KEYWORDS, 1]);
  });

  it('covers every askable identity exactly once in full batches but the last (property)', () => {
    const word = fc.stringMatching(/^[ a-cA-C]{0,4}$/u);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), (keywords) => {
        const batches = rankingBatches(keywords);
        const asked = batches.flat().map(phraseIdentity);
        expect(new Set(asked).size).toBe(asked.length);
        expect(new Set(asked)).toEqual(new Set(keywords.map(phraseIdentity).filter((k) => k !== '')));
        batches.forEach((batch, i) => {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(MAX_RANKING_KEYWORDS);
          if (i < batches.length - 1) expect(batch).toHaveLength(MAX_RANKING_KEYWORDS);
        });
      }),
    );
  });
});
