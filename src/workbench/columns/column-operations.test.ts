import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOp, columnOpArb, defaultColumns, shapedColumnsArb } from '../../../tests/support/column-arbitraries.ts';
import type { ColumnDefinition } from './column-definition.ts';
import {
  addCustomColumn,
  moveColumn,
  moveColumnTo,
  moveVisibleColumn,
  removeCustomColumn,
  renameColumn,
  resizeColumn,
  setColumnActive,
  setColumnTooltip,
  setCustomEntries,
} from './column-operations.ts';
import { customColumn } from './custom-columns.ts';
import { parameterColumn } from './parameter-columns.ts';

const values = (columns: readonly ColumnDefinition[]): string[] => columns.map((c) => c.value);
const defaults = defaultColumns();
const find = (columns: readonly ColumnDefinition[], value: string): ColumnDefinition | undefined => columns.find((c) => c.value === value);

describe('moving columns', () => {
  it('moves a column by places in the whole list, clamped behind the keyword column', () => {
    expect(values(moveColumn(defaults, 'avgsv', -1)).slice(0, 3)).toEqual(['keyword', 'avgsv', 'media_count']);
    expect(values(moveColumn(defaults, 'avgsv', -99)).slice(0, 2)).toEqual(['keyword', 'avgsv']);
    expect(values(moveColumn(defaults, 'avgsv', 99)).at(-1)).toBe('avgsv');
    expect(moveColumn(defaults, 'keyword', 3)).toEqual(defaults);
    expect(moveColumn(defaults, 'nothing', 1)).toEqual(defaults);
  });

  it('moves a column to an index for drag and drop', () => {
    expect(values(moveColumnTo(defaults, 'season', 1)).slice(0, 2)).toEqual(['keyword', 'season']);
    expect(values(moveColumnTo(defaults, 'season', 0)).slice(0, 2)).toEqual(['keyword', 'season']);
    expect(moveColumnTo(defaults, 'season', Number.NaN)).toEqual(defaults);
  });

  it('moves a visible column past visible columns only, hidden columns keep their places', () => {
    // keyword, media_count (hidden), avgsv, annualsv (hidden), trend, cats …
    const moved = moveVisibleColumn(defaults, 'trend', -1);
    expect(values(moved).slice(0, 5)).toEqual(['keyword', 'media_count', 'trend', 'avgsv', 'annualsv']);
    const right = moveVisibleColumn(defaults, 'avgsv', 1);
    expect(values(right).slice(0, 5)).toEqual(['keyword', 'media_count', 'annualsv', 'trend', 'avgsv']);
    expect(moveVisibleColumn(defaults, 'avgsv', -1)).toEqual(defaults);
    expect(moveVisibleColumn(defaults, 'peak', 1)).toEqual(defaults);
  });

  it('keeps the set of columns and the keyword column first, whatever the moves', () => {
    fc.assert(
      fc.property(shapedColumnsArb, fc.constantFrom(...values(defaults)), fc.integer({ min: -40, max: 40 }), (columns, value, delta) => {
        for (const moved of [moveColumn(columns, value, delta), moveVisibleColumn(columns, value, delta), moveColumnTo(columns, value, delta)]) {
          expect([...values(moved)].sort()).toEqual([...values(columns)].sort());
          expect(moved[0]?.value).toBe('keyword');
        }
      }),
    );
  });

  it('moves a visible column exactly |delta| places among the visible ones when there is room', () => {
    fc.assert(
      fc.property(shapedColumnsArb, fc.nat(30), fc.integer({ min: -4, max: 4 }), (columns, pick, delta) => {
        const visible = values(columns.filter((c) => c.active));
        const from = 1 + (pick % Math.max(1, visible.length - 1));
        const value = visible[from];
        if (value === undefined || from + delta < 1 || from + delta >= visible.length) return;
        const after = values(moveVisibleColumn(columns, value, delta).filter((c) => c.active));
        expect(after.indexOf(value)).toBe(from + delta);
      }),
    );
  });
});

describe('visibility and width', () => {
  it('hides and shows a column, never the keyword column', () => {
    expect(find(setColumnActive(defaults, 'peak', true), 'peak')?.active).toBe(true);
    expect(find(setColumnActive(defaults, 'avgsv', false), 'avgsv')?.active).toBe(false);
    expect(find(setColumnActive(defaults, 'keyword', false), 'keyword')?.active).toBe(true);
  });

  it('resizes within 60–800 pixels, the keyword column too', () => {
    expect(find(resizeColumn(defaults, 'avgsv', 10), 'avgsv')?.width).toBe(60);
    expect(find(resizeColumn(defaults, 'avgsv', 9000), 'avgsv')?.width).toBe(800);
    expect(find(resizeColumn(defaults, 'keyword', 412.4), 'keyword')?.width).toBe(412);
  });

  it('never changes the given list', () => {
    fc.assert(
      fc.property(shapedColumnsArb, columnOpArb, (columns, op) => {
        const copy = structuredClone(columns);
        applyOp(columns, op);
        expect(columns).toEqual(copy);
      }),
    );
  });
});

describe('renameColumn and setColumnTooltip', () => {
  it('renames with a trimmed title and resets on an empty title or the default', () => {
    const change = renameColumn(defaults, 'avgsv', '  Suchvolumen ');
    expect(change.ok && find(change.columns, 'avgsv')?.modifiedText).toBe('Suchvolumen');
    const columns = change.ok ? change.columns : defaults;
    for (const text of ['', '   ', 'Avg. volume']) {
      const reset = renameColumn(columns, 'avgsv', text);
      expect(reset.ok && find(reset.columns, 'avgsv')?.modifiedText).toBeNull();
    }
  });

  it('names the problem with a long, taken or impossible rename', () => {
    expect(renameColumn(defaults, 'avgsv', 'x'.repeat(61))).toEqual({ ok: false, error: `The title "${'x'.repeat(61)}" is longer than 60 characters.` });
    expect(renameColumn(defaults, 'avgsv', 'trend')).toEqual({ ok: false, error: 'A column named "trend" already exists.' });
    expect(renameColumn(defaults, 'gone', 'x')).toEqual({ ok: false, error: 'There is no column "gone".' });
    const fixed = defaults.map((c) => (c.value === 'trend' ? { ...c, modify: false } : c));
    expect(renameColumn(fixed, 'trend', 'Verlauf')).toEqual({ ok: false, error: 'The column "Trend" cannot be renamed.' });
    expect(renameColumn(defaults, 'avgsv', 'x'.repeat(60)).ok).toBe(true);
  });

  it('sets and resets a tooltip', () => {
    const change = setColumnTooltip(defaults, 'avgsv', ' Mine ');
    expect(change.ok && find(change.columns, 'avgsv')?.modifiedTooltip).toBe('Mine');
    const reset = setColumnTooltip(defaults, 'avgsv', '');
    expect(reset.ok && find(reset.columns, 'avgsv')?.modifiedTooltip).toBeNull();
    expect(setColumnTooltip(defaults, 'avgsv', 'y'.repeat(201)).ok).toBe(false);
  });
});

describe('custom columns', () => {
  it('adds a valid custom or parameter column at the end and refuses a clash', () => {
    const added = addCustomColumn(defaults, parameterColumn('question', 'de'));
    expect(added.ok && values(added.columns).at(-1)).toBe('custom_Question');
    const again = added.ok ? addCustomColumn(added.columns, parameterColumn('question', 'en')) : added;
    expect(again).toEqual({ ok: false, error: 'A column named "Question" already exists.' });
    expect(addCustomColumn(defaults, customColumn('Status', 'dropdown', []))).toEqual({ ok: false, error: 'A dropdown column needs at least one entry.' });
  });

  it('removes custom columns only', () => {
    const columns = [...defaults, customColumn('Status', 'free')];
    expect(values(removeCustomColumn(columns, 'custom_Status'))).toEqual(values(defaults));
    expect(removeCustomColumn(columns, 'avgsv')).toEqual(columns);
  });

  it('replaces the entries of a dropdown column after checking them', () => {
    const columns = [...defaults, customColumn('Status', 'dropdown', [{ text: 'open', color: '#1c7ed6', id: 1 }])];
    const change = setCustomEntries(columns, 'custom_Status', [{ text: ' done ', color: '#2f9e44', id: 2 }]);
    expect(change.ok && find(change.columns, 'custom_Status')?.customOptions).toEqual({ type: 'dropdown', entries: [{ text: 'done', color: '#2f9e44', id: 2 }] });
    expect(setCustomEntries(columns, 'custom_Status', [])).toEqual({ ok: false, error: 'A dropdown column needs at least one entry.' });
    expect(setCustomEntries(columns, 'avgsv', [])).toEqual({ ok: false, error: 'The column "Avg. volume" has no list of values.' });
  });
});
