import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RankingRow } from '../../domain/contracts/monitoring.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { RANK_BAND_COLOURS } from '../../domain/rank-colour.ts';
import { sortRows, type SortDirection } from '../../domain/sorting.ts';
import { allIds, loadColumnStore } from '../../workbench/engine/column-store.ts';
import { sortIds } from '../../workbench/engine/columnar-sort.ts';
import { groupIds } from '../../workbench/engine/grouping.ts';
import { BAND_ENTRIES, changeText, COLUMN, DEFAULT_VISIBLE_COLUMNS, failuresOf, NO_TAG, positionText, RANKING_COLUMNS, statusText, toKeywordRow, withDefaultColumns } from './ranking-table.ts';

const row = (over: Partial<RankingRow>): RankingRow => ({
  keyword_id: 1,
  keyword: 'skischuhe',
  status: 'ranked',
  position: 4,
  failure_reason: null,
  change_1: 2,
  change_7: -3,
  change_30: 'new',
  best_position: 2,
  url: 'https://www.demo-shop.de/ski',
  serp_features: [1, 10],
  volume: 12100,
  estimated_clicks: 1234.4,
  tags: ['ski', 'winter'],
  rank_band: 0,
  checked_at: '2026-11-25T06:00:00Z',
  ...over,
});

describe('monitoring rows in the workbench', () => {
  it('carries position, band colour, volume and the monitoring columns', () => {
    const keywordRow = toKeywordRow(row({}));
    expect(keywordRow.ranking).toEqual({ position: 4, datetime: null, color: RANK_BAND_COLOURS[0] });
    expect(keywordRow.avgsv).toBe(12100);
    expect(keywordRow.serp_items).toEqual([1, 10]);
    expect(keywordRow['custom_Change 1 day']).toBe('+2');
    expect(keywordRow['custom_Change 7 days']).toBe('−3');
    expect(keywordRow['custom_Change 30 days']).toBe('new in top 100');
    expect(keywordRow['custom_Est. clicks']).toBe('1.234');
    expect(keywordRow.custom_Tags).toBe('ski, winter');
    expect(BAND_ENTRIES.find((e) => e.id === keywordRow.custom_Band)?.text).toBe('Page 1 (1–10)');
  });

  it('shows a failed lookup as a failure with its reason, never as a position or as not ranking', () => {
    const failed = toKeywordRow(row({ status: 'failed', position: null, failure_reason: 'provider timeout', rank_band: null }));
    expect(failed.ranking?.position).toBeNull();
    expect(failed.custom_Status).toMatch(/^Lookup failed: provider timeout/u);
    expect(BAND_ENTRIES.find((e) => e.id === failed.custom_Band)?.text).toBe('Lookup failed');
  });

  it('never gives a row without the ranked state a position', () => {
    const status = fc.constantFrom('not_found' as const, 'failed' as const, 'pending' as const);
    fc.assert(fc.property(status, fc.option(fc.integer({ min: 1, max: 100 })), (s, position) => {
      const shown = toKeywordRow(row({ status: s, position, rank_band: null, failure_reason: s === 'failed' ? 'x' : null }));
      expect(shown.ranking?.position).toBeNull();
      expect(shown.custom_Status).not.toBe('Ranked');
    }));
  });

  it('writes changes with their sign', () => {
    expect(changeText(null)).toBe('-');
    expect(changeText(0)).toBe('±0');
    expect(changeText('lost')).toBe('left top 100');
    expect(changeText(1500)).toBe('+1.500');
  });

  it('has one band entry per page of ten and one per state without a position', () => {
    expect(BAND_ENTRIES.slice(0, 10).map((e) => e.color)).toEqual([...RANK_BAND_COLOURS]);
    expect(BAND_ENTRIES[9]?.text).toBe('Page 10 (91–100)');
    expect(new Set(BAND_ENTRIES.map((e) => e.id)).size).toBe(BAND_ENTRIES.length);
    expect(BAND_ENTRIES.some((e) => e.id === 0)).toBe(false);
  });

  it('declares every column the rows fill', () => {
    const keywordRow = toKeywordRow(row({}));
    for (const column of RANKING_COLUMNS) expect(keywordRow[column.value as `custom_${string}`], column.value).toBeDefined();
  });

  it('sorts position, changes, best and clicks as numbers, not found and failures after every position in both directions', () => {
    const rows = [
      row({ keyword: 'p10', position: 10, rank_band: 0, change_1: 10, best_position: 10, estimated_clicks: 10 }),
      row({ keyword: 'failed', status: 'failed', position: null, failure_reason: 'timeout', rank_band: null, change_1: null, best_position: 3, estimated_clicks: null }),
      row({ keyword: 'p9', position: 9, rank_band: 0, change_1: 9, best_position: 9, estimated_clicks: 9.5 }),
      row({ keyword: 'gone', status: 'not_found', position: null, rank_band: null, change_1: 'lost', best_position: null, estimated_clicks: 0 }),
      row({ keyword: 'p2', position: 2, rank_band: 0, change_1: 'new', best_position: 1, estimated_clicks: 2000 }),
      row({ keyword: 'p85', position: 85, rank_band: 8, change_1: -2, best_position: 40, estimated_clicks: 1 }),
    ].map(toKeywordRow);
    const store = loadColumnStore(rows);
    const sorted = (column: string, direction: SortDirection): string[] => {
      const domain = sortRows(rows, { custom: column }, direction).map((r: KeywordRow) => r.keyword);
      // The table sorts in its worker over columns; it must agree with the domain's comparator.
      expect(Array.from(sortIds(store, allIds(store), { column: { custom: column }, direction }), (id) => rows[id]?.keyword)).toEqual(domain);
      return domain;
    };
    expect(sorted(COLUMN.position, 'asc')).toEqual(['p2', 'p9', 'p10', 'p85', 'failed', 'gone']);
    expect(sorted(COLUMN.position, 'desc')).toEqual(['p85', 'p10', 'p9', 'p2', 'failed', 'gone']);
    expect(sorted(COLUMN.band, 'asc').slice(-2)).toEqual(['failed', 'gone']);
    expect(sorted(COLUMN.band, 'desc').slice(0, 1)).toEqual(['p85']);
    // "new" at 2 is a climb of 99 places; leaving the top 100 the largest loss; no result last.
    expect(sorted(COLUMN.change1, 'desc')).toEqual(['p2', 'p10', 'p9', 'p85', 'gone', 'failed']);
    expect(sorted(COLUMN.change1, 'asc')).toEqual(['gone', 'p85', 'p9', 'p10', 'p2', 'failed']);
    expect(sorted(COLUMN.best, 'asc')).toEqual(['p2', 'failed', 'p9', 'p10', 'p85', 'gone']);
    expect(sorted(COLUMN.clicks, 'desc')).toEqual(['p2', 'p10', 'p9', 'p85', 'gone', 'failed']);
    expect(sortRows(rows, 'avgsv', 'desc').map((r) => r.keyword)).toHaveLength(6);
    expect(positionText(row({ status: 'failed', position: null }))).toBe('failed');
    expect(rows.map((r) => r[`custom_${COLUMN.position}`])).toEqual(['10', 'failed', '9', 'not found', '2', '85']);
  });

  it('groups by tag per tag: a keyword with tags a, b under a and under b, one without under No tag', () => {
    const rows = [
      row({ keyword: 'both', tags: ['a', 'b'] }),
      row({ keyword: 'none', tags: [] }),
      row({ keyword: 'only b', tags: ['b'] }),
      row({ keyword: 'only a', tags: ['a'] }),
    ].map(toKeywordRow);
    const store = loadColumnStore(rows);
    const groups = groupIds(store, allIds(store), { by: 'custom', name: COLUMN.tags });
    expect(groups.map((g) => [g.label, Array.from(g.ids, (id) => rows[id]?.keyword)])).toEqual([
      ['a', ['both', 'only a']],
      ['b', ['both', 'only b']],
      [NO_TAG, ['none']],
    ]);
    expect(groups.map((g) => g.label)).not.toContain('a, b');
    // The cell still reads as the list.
    expect(rows[0]?.[`custom_${COLUMN.tags}`]).toBe('a, b');
    // Every keyword is under each of its tags, and under nothing else.
    const tagList = fc.array(fc.uniqueArray(fc.constantFrom('ski', 'winter', 'sale', 'No tag?'), { maxLength: 3 }), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(tagList, (lists) => {
      const generated = lists.map((tags, i) => toKeywordRow(row({ keyword: `k${i}`, keyword_id: i + 1, tags })));
      const s = loadColumnStore(generated);
      const found = groupIds(s, allIds(s), { by: 'custom', name: COLUMN.tags });
      lists.forEach((tags, id) => {
        const under = found.filter((g) => g.ids.includes(id)).map((g) => g.label).sort();
        expect(under).toEqual(tags.length === 0 ? [NO_TAG] : [...tags].sort());
      });
    }));
  });

  it('counts failures and names their reasons once each', () => {
    expect(failuresOf([row({}), row({ status: 'failed', failure_reason: 'b' }), row({ status: 'failed', failure_reason: 'a' }), row({ status: 'failed', failure_reason: 'a' })])).toEqual({
      count: 3,
      reasons: ['a', 'b'],
    });
    expect(statusText(row({ status: 'pending' }))).toBe('Not looked up yet');
  });
});

describe('withDefaultColumns', () => {
  it('shows imported values after the default columns until the person chooses columns', () => {
    const imported = ['custom_Imported position (Search Console)'];
    expect(withDefaultColumns<{ columns?: string[] }>({}, imported).columns).toEqual([...DEFAULT_VISIBLE_COLUMNS, ...imported]);
    expect(withDefaultColumns<{ columns?: string[] }>({}).columns).toEqual([...DEFAULT_VISIBLE_COLUMNS]);
    expect(withDefaultColumns({ columns: ['keyword'] }, imported).columns).toEqual(['keyword']);
  });
});
