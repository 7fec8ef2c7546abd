import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { createEngineClient } from './engine-client.ts';
import { inThreadTransport } from '../../../tests/support/in-thread-transport.ts';
import type { ViewQuery } from './protocol.ts';

const kw = (keyword: string, avgsv: number | null, status?: string): KeywordRow => ({
  ...emptyKeywordRow(keyword),
  avgsv,
  ...(status === undefined ? {} : { custom_status: status }),
});
const rows = [kw('glühwein', 1200, 'offen'), kw('punsch', 900), kw('lebkuchen', null, 'offen'), kw('kinderpunsch', 2000, 'erledigt')];
const query: ViewQuery = { filters: [], context: {}, sort: [], grouping: { by: 'none' } };
const keywords = (list: readonly KeywordRow[]): string[] => list.map((r) => r.keyword);

describe('engine commands for the grid', () => {
  it('sets a custom value and rebuilds a view that filters, sorts and groups on it', async () => {
    const engine = createEngineClient(inThreadTransport());
    await engine.load(rows);
    await engine.setView({ ...query, filters: [{ field: { custom: 'status' }, action: 'includes', value: 'offen' }], sort: [{ column: { custom: 'status' }, direction: 'asc' }] });
    expect(await engine.setCustom('status', [1, 3], 'offen')).toMatchObject({ matched: 4 });
    expect(await engine.setCustom('status', [0], null)).toMatchObject({ matched: 3 });
    expect(Array.from((await engine.window(0, 10)).ids)).toEqual([1, 2, 3]);
    expect(await engine.setView({ ...query, grouping: { by: 'custom', name: 'status' } })).toMatchObject({ groups: 2 });
    engine.close();
  });
  it('answers the rows of the view and of the visible selection, in view order', async () => {
    const engine = createEngineClient(inThreadTransport());
    await engine.load(rows);
    await engine.setView({ ...query, filters: [{ field: 2, action: 'greater', value: 1000 }], sort: [{ column: 'avgsv', direction: 'desc' }] });
    const all = await engine.rows('view');
    expect(keywords(all.rows)).toEqual(['kinderpunsch', 'glühwein']);
    expect(Array.from(all.ids)).toEqual([3, 0]);
    // Row 1 is selected but filtered out: not part of the selection's rows.
    await engine.select('add', [0, 1, 3]);
    expect(keywords((await engine.rows('selection')).rows)).toEqual(['kinderpunsch', 'glühwein']);
    await engine.setView({ ...query, grouping: { by: 'custom', name: 'status' } });
    expect(keywords((await engine.rows('view')).rows)).toEqual(['glühwein', 'lebkuchen', 'kinderpunsch', 'punsch']);
    engine.close();
  });
  it('selects line ranges and follows a row to its line across sorts', async () => {
    const engine = createEngineClient(inThreadTransport());
    await engine.load(rows);
    await engine.setView({ ...query, sort: [{ column: 'avgsv', direction: 'desc' }] });
    // Lines: kinderpunsch, glühwein, punsch, lebkuchen.
    expect(await engine.selectLines(2, 1, 'set')).toMatchObject({ selected: 2 });
    expect(Array.from(await engine.selection())).toEqual([0, 1]);
    expect(await engine.lineOf(1)).toBe(2);
    await engine.setView({ ...query, sort: [{ column: 'avgsv', direction: 'asc' }] });
    expect(await engine.lineOf(1)).toBe(0);
    await engine.setView({ ...query, grouping: { by: 'custom', name: 'status' } });
    expect(await engine.lineOf(2)).toBe(0);
    // Line 0 is the group 'offen' of rows 0 and 2: 0 was selected, 2 was not.
    expect(await engine.selectLines(0, 0, 'toggle')).toMatchObject({ selected: 2 });
    expect(Array.from(await engine.selection())).toEqual([1, 2]);
    expect(await engine.lineOf(99)).toBe(-1);
    engine.close();
  });
  it('replaces the rows keeping the view settings and the selection by keyword', async () => {
    const engine = createEngineClient(inThreadTransport());
    await engine.load(rows);
    await engine.setView({ ...query, filters: [{ field: 1, action: 'includes', value: 'punsch' }] });
    await engine.select('add', [1, 2]);
    const next = [kw('punsch', 950), kw('neu punsch', 10), kw('glühwein', 1)];
    expect(await engine.replaceRows(next)).toEqual({ type: 'summary', size: 3, matched: 2, lines: 2, groups: 0, selected: 1, selectedMatched: 1 });
    expect(Array.from(await engine.selection())).toEqual([0]);
    engine.close();
  });
  it('answers the summary without changing the view or the selection', async () => {
    const engine = createEngineClient(inThreadTransport());
    expect(await engine.summary()).toEqual({ type: 'summary', size: 0, matched: 0, lines: 0, groups: 0, selected: 0, selectedMatched: 0 });
    await engine.load(rows);
    await engine.setView({ ...query, filters: [{ field: 2, action: 'greater', value: 1000 }] });
    const after = await engine.select('add', [0, 1]);
    expect(after).toEqual({ type: 'summary', size: 4, matched: 2, lines: 2, groups: 0, selected: 2, selectedMatched: 1 });
    expect(await engine.summary()).toEqual(after);
    expect(Array.from(await engine.selection())).toEqual([0, 1]);
    engine.close();
  });
});
