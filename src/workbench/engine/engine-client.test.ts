import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { createEngineClient, EngineError, type EngineTransport } from './engine-client.ts';
import { createEngineHost } from './engine-host.ts';
import { inThreadTransport } from '../../../tests/support/in-thread-transport.ts';
import type { EngineResponse } from './protocol.ts';

const kw = (keyword: string, avgsv: number | null): KeywordRow => ({ ...emptyKeywordRow(keyword), avgsv, categories: avgsv === null ? null : 'Getränke' });
const rows = [kw('glühwein', 1200), kw('punsch', 900), kw('lebkuchen', null), kw('kinderpunsch', 2000)];
const query = { filters: [], context: {}, sort: [], grouping: { by: 'none' } as const };

describe('engine client over the in-thread transport', () => {
  it('loads, filters, sorts, selects and windows through messages', async () => {
    const engine = createEngineClient(inThreadTransport());
    expect(await engine.load(rows)).toEqual({ type: 'summary', size: 4, matched: 4, lines: 4, groups: 0, selected: 0, selectedMatched: 0 });
    await engine.select('add', [2, 3, 99]);
    const view = await engine.setView({ ...query, filters: [{ field: 1, action: 'includes', value: 'punsch' }], sort: [{ column: 'avgsv', direction: 'desc' }] });
    expect(view).toMatchObject({ matched: 2, selected: 2, selectedMatched: 1 });
    const window = await engine.window(0, 10);
    expect(window.ids).toBeInstanceOf(Uint32Array);
    expect(Array.from(window.ids)).toEqual([3, 1]);
    expect(Array.from(window.selected)).toEqual([1, 0]);
    expect(window.rows.map((r) => r?.keyword)).toEqual(['kinderpunsch', 'punsch']);
    expect(await engine.selectAll()).toMatchObject({ selected: 3, selectedMatched: 2 });
    expect(Array.from(await engine.selection())).toEqual([1, 2, 3]);
    engine.close();
  });
  it('groups and expands through messages', async () => {
    const engine = createEngineClient(inThreadTransport());
    await engine.load(rows);
    expect(await engine.setView({ ...query, grouping: { by: 'category' } })).toMatchObject({ groups: 2, lines: 2 });
    expect(await engine.expand('category=Getränke', true)).toMatchObject({ lines: 5 });
    expect(await engine.expand(null, true)).toMatchObject({ lines: 6 });
    const window = await engine.window(0, 2);
    expect(window.groups[0]).toMatchObject({ label: 'Getränke', count: 3, volume: 4100, expanded: true });
    // A filter keeps the expanded groups expanded.
    expect(await engine.setView({ ...query, grouping: { by: 'category' }, filters: [{ field: 2, action: 'greater', value: 1000 }] })).toMatchObject({ lines: 3 });
    engine.close();
  });
  it('transfers the window buffers instead of copying them', () => {
    const sent: { response: EngineResponse; transfer: Transferable[] }[] = [];
    const host = createEngineHost((response, transfer) => sent.push({ response, transfer }));
    host.handle({ requestId: 1, type: 'load', rows });
    host.handle({ requestId: 2, type: 'window', start: 0, count: 2 });
    host.handle({ requestId: 3, type: 'selection' });
    expect(sent.map((s) => s.transfer.length)).toEqual([0, 3, 1]);
  });
  it('answers bad requests with errors naming the problem', async () => {
    const sent: EngineResponse[] = [];
    const host = createEngineHost((response) => sent.push(response));
    host.handle('hello');
    host.handle({ requestId: 7, type: 'explode' });
    host.handle({ requestId: 8, type: 'view', query: { ...query, sort: [{ column: 'nope', direction: 'asc' }] } });
    expect(sent).toEqual([
      { requestId: -1, ok: false, error: expect.stringMatching(/not an engine request/) },
      { requestId: 7, ok: false, error: expect.stringMatching(/not an engine request/) },
      { requestId: 8, ok: false, error: 'unknown column nope' },
    ]);
    const engine = createEngineClient(inThreadTransport());
    await expect(engine.setView({ ...query, sort: [{ column: 'media_count' as 'avgsv', direction: 'asc' }] })).rejects.toThrow(EngineError);
    engine.close();
  });
  it('rejects pending requests on close and ignores unknown answers', async () => {
    let receive: (response: EngineResponse) => void = () => undefined;
    const transport: EngineTransport = { post: () => undefined, listen: (r) => (receive = r), close: () => undefined };
    const engine = createEngineClient(transport);
    const pending = engine.window(0, 1);
    receive({ requestId: 999, ok: true, result: { type: 'selection', ids: new Uint32Array(0) } });
    engine.close();
    await expect(pending).rejects.toThrow('engine closed');
  });
  it('refuses an answer of the wrong kind', async () => {
    let receive: (response: EngineResponse) => void = () => undefined;
    const transport: EngineTransport = {
      post: (request) => queueMicrotask(() => receive({ requestId: request.requestId, ok: true, result: { type: 'selection', ids: new Uint32Array(0) } })),
      listen: (r) => (receive = r),
      close: () => undefined,
    };
    const engine = createEngineClient(transport);
    await expect(engine.window(0, 1)).rejects.toThrow('engine answered selection where window was expected');
    await expect(engine.load([])).rejects.toThrow(/where summary/);
    await expect(engine.selection()).resolves.toHaveLength(0);
  });
});
