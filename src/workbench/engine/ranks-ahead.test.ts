import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { rowsArb } from '../../../tests/support/engine-arbitraries.ts';
import { inThreadTransport } from '../../../tests/support/in-thread-transport.ts';
import { collationRanks, rankTexts } from './collation-ranks.ts';
import { createEngineClient, type EngineTransport } from './engine-client.ts';
import { createEngineHost } from './engine-host.ts';
import { loadColumnStore, textColumn } from './column-store.ts';
import { packRows, type PackedRows } from './packed-rows.ts';
import type { EngineRequest, EngineResponse } from './protocol.ts';
import { adoptRanksAhead, ranksAhead } from './ranks-ahead.ts';
import { finishJob } from './rank-job.ts';
import { packedTable } from './row-table.ts';

const packedOf = (rows: readonly KeywordRow[]): PackedRows => {
  const packing = packRows(rows);
  if (packing === null) throw new Error('rows that do not pack');
  return packing.packed;
};
const keywordsOf = (packed: PackedRows): { joined: string; ends: Uint32Array } => {
  const column = packed.columns[packed.keys.indexOf('keyword')];
  if (column?.kind !== 'text') throw new Error('no keyword column');
  return { joined: column.joined, ends: column.ends.slice() };
};
const words = ['Zucker', 'äpfel', 'Apfel', 'Birne', 'apfel', 'Öl', 'ofen', 'Straße', 'Kümmel', 'kaffee'];
const rows = words.map((k, i) => ({ ...emptyKeywordRow(k), avgsv: i }));

describe('collation ranks of keywords sent ahead of their rows', () => {
  it('property: adopted by rows with the same keywords, finished or not, they equal the ranks of the rows', () => {
    fc.assert(
      fc.property(rowsArb, fc.nat(40), (generated, slices) => {
        const packing = packRows(generated);
        // Rows of another shape or without a keyword are not sent ahead (packed-rows.ts).
        if (packing === null || packing.packed.otherAt.length > 0) return;
        const { joined, ends } = keywordsOf(packing.packed);
        const ahead = ranksAhead(joined, ends);
        for (let i = 0; i < slices; i++) ahead.job.step();
        const store = loadColumnStore(packedTable(packing.packed));
        expect(adoptRanksAhead(ahead, store, 'field:1')).toBe(true);
        expect(collationRanks(store, 'field:1', () => textColumn(store, 1))).toEqual(rankTexts(generated.map((row) => row.keyword)));
      }),
      { numRuns: 200 },
    );
  });

  it('are not adopted by rows whose keywords differ in any text or order', () => {
    const packed = packedOf(rows);
    const { joined, ends } = keywordsOf(packed);
    const reordered = packedOf([...rows.slice(1), rows[0] ?? emptyKeywordRow('x')]);
    const renamed = packedOf(rows.map((row, i) => (i === 3 ? { ...row, keyword: 'Birnf' } : row)));
    for (const other of [reordered, renamed]) expect(adoptRanksAhead(ranksAhead(joined, ends), loadColumnStore(packedTable(other)), 'field:1')).toBe(false);
    expect(adoptRanksAhead(ranksAhead(joined, ends), loadColumnStore(rows), 'field:1')).toBe(false);
    const finished = ranksAhead(joined, ends);
    finishJob(finished.job);
    const store = loadColumnStore(packedTable(packed));
    expect(adoptRanksAhead(finished, store, 'field:1')).toBe(true);
    // A finished computation is the store's ranks at once.
    expect(store.derived.get('ranks:field:1')).toBe(finished.job.result);
  });

  it('the client sends the keywords ahead of the rows, and a sort by keyword after the load reads the adopted ranks', async () => {
    const inner = inThreadTransport();
    const sent: string[] = [];
    const spying: EngineTransport = { ...inner, post: (request: EngineRequest, transfer) => (sent.push(request.type), inner.post(request, transfer)) };
    const engine = createEngineClient(spying);
    await engine.load(rows);
    expect(sent).toEqual(['keywordsAhead', 'load']);
    await engine.setView({ filters: [], context: {}, sort: [{ column: 'keyword', direction: 'asc' }], grouping: { by: 'none' } });
    const window = await engine.window(0, 10);
    expect(window.rows.map((row) => row?.keyword)).toEqual(['apfel', 'Apfel', 'äpfel', 'Birne', 'kaffee', 'Kümmel', 'ofen', 'Öl', 'Straße', 'Zucker']);
    engine.close();
  });

  it('the worker answers keywords ahead that are no keywords with an error, and later rows load as ever', () => {
    const sent: EngineResponse[] = [];
    const queue: (() => void)[] = [];
    const host = createEngineHost((response) => sent.push(response), (run) => queue.push(run));
    host.handle({ requestId: 1, type: 'keywordsAhead', joined: 42, ends: [1, 2] });
    host.handle({ requestId: 2, type: 'keywordsAhead', ...keywordsOf(packedOf([...rows].reverse())) });
    host.handle({ requestId: 3, type: 'load', rows: packedOf(rows) });
    while (queue.length > 0) queue.shift()?.();
    expect(sent[0]).toEqual({ requestId: 1, ok: false, error: 'keywordsAhead: joined must be a string and ends a Uint32Array' });
    expect(sent.slice(1).map((response) => response.ok)).toEqual([true, true]);
  });
});
