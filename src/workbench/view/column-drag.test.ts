import { describe, expect, it } from 'vitest';
import { arrangePinned } from '../../domain/pinned-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { columnDrop } from './column-drag.ts';

// The monthly volumes shown, so the block of months is among the visible columns.
const all = keywordColumns({ months: ['202410', '202411', '202412'], amazon: false, ranking: false }).map((c) => (c.group === 'months' ? { ...c, active: true } : c));
const visible = all.filter((c) => c.active);
const values = (list: readonly { value: string; active?: boolean }[]) => list.filter((c) => c.active !== false).map((c) => c.value);
const at = (list: readonly { value: string }[], value: string) => list.findIndex((c) => c.value === value);

describe('columnDrop', () => {
  const { columns: shown, sticky } = arrangePinned(visible, ['adwords_cpc_low', 'avgsv']);

  it('reorders the pinned columns among themselves and says where the column went', () => {
    const drop = columnDrop(all, shown, sticky, at(shown, 'avgsv'), 0);
    expect(drop).toEqual({ kind: 'pinned', pinned: ['avgsv', 'adwords_cpc_low'], announcement: 'Avg. volume moved to pinned position 1 of 2.' });
  });

  it('moves an unpinned column in the layout without touching hidden ones or the pinned block', () => {
    const from = sticky;
    const column = shown[from];
    if (!column) throw new Error('no unpinned column');
    const drop = columnDrop(all, shown, sticky, from, sticky + 1);
    if (drop?.kind !== 'columns') throw new Error(`expected a layout move, got ${JSON.stringify(drop)}`);
    const next = arrangePinned(drop.all.filter((c) => c.active), ['adwords_cpc_low', 'avgsv']).columns;
    expect(values(next).slice(0, sticky)).toEqual(values(shown).slice(0, sticky));
    expect(at(next, column.value)).toBe(sticky + 1);
    expect(drop.all.filter((c) => !c.active).map((c) => c.value)).toEqual(all.filter((c) => !c.active).map((c) => c.value));
    // The pinned columns keep their place in the layout, for when they are unpinned.
    for (const value of ['adwords_cpc_low', 'avgsv']) expect(at(drop.all, value)).toBe(at(all, value));
    expect(drop.announcement).toMatch(/moved to position 2 of \d+ unpinned columns\.$/u);
  });

  it('never drops an unpinned column among the pinned ones, nor moves the keyword', () => {
    expect(columnDrop(all, shown, sticky, 0, 4)).toBeNull();
    const drop = columnDrop(all, shown, sticky, sticky + 2, 1);
    if (drop?.kind !== 'columns') throw new Error('expected a layout move');
    const next = arrangePinned(drop.all.filter((c) => c.active), ['adwords_cpc_low', 'avgsv']).columns;
    expect(at(next, shown[sticky + 2]?.value ?? '')).toBe(sticky);
  });

  it('keeps a month inside the monthly block and lands another column at its edge', () => {
    const first = at(shown, '202410');
    expect(columnDrop(all, shown, sticky, first, first - 1)).toBeNull();
    const inside = columnDrop(all, shown, sticky, first, first + 1);
    if (inside?.kind !== 'columns') throw new Error('expected a layout move');
    expect(values(inside.all).filter((v) => v.startsWith('2024'))).toEqual(['202411', '202410', '202412']);

    const before = first - 1;
    const over = columnDrop(all, shown, sticky, before, first + 1);
    if (over?.kind !== 'columns') throw new Error('expected a layout move');
    const order = values(arrangePinned(over.all.filter((c) => c.active), ['adwords_cpc_low', 'avgsv']).columns);
    expect(order.indexOf(shown[before]?.value ?? '')).toBe(order.indexOf('202412') + 1);
  });
});
