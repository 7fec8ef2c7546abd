import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { columnSegments, groupLabel, setGroupActive, widthInput } from './column-manager-model.ts';

const columns = [...keywordColumns({ months: ['202411', '202410', '202409'], amazon: true, ranking: false }), customColumn('Priority', 'free')];

describe('columnSegments', () => {
  it('gathers the monthly columns into one block in table order', () => {
    const segments = columnSegments(columns);
    const groups = segments.filter((s) => s.kind === 'group');
    expect(groups).toEqual([{ kind: 'group', group: 'months', indices: [14, 15, 16] }]);
    expect(segments.flatMap((s) => (s.kind === 'single' ? [s.index] : s.indices))).toEqual(columns.map((_, i) => i));
  });
  it('covers every column exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(null, 'months', 'x')), (groups) => {
        const order = columnSegments(groups.map((group) => ({ group }))).flatMap((s) => (s.kind === 'single' ? [s.index] : s.indices));
        expect(order).toEqual(groups.map((_, i) => i));
      }),
    );
  });
  it('labels the monthly group', () => {
    expect(groupLabel('months')).toBe('Monthly volumes');
    expect(groupLabel('other')).toBe('other');
  });
});

describe('setGroupActive', () => {
  it('switches every month and nothing else', () => {
    const shown = setGroupActive(columns, 'months', true);
    expect(shown.filter((c) => c.group === 'months').every((c) => c.active)).toBe(true);
    expect(shown.filter((c) => c.group !== 'months')).toEqual(columns.filter((c) => c.group !== 'months'));
    expect(setGroupActive(shown, 'months', false).filter((c) => c.active)).toEqual(columns.filter((c) => c.active));
  });
});

describe('widthInput', () => {
  it('accepts whole pixels from 60 to 800', () => {
    expect(widthInput(' 120 ')).toEqual({ ok: true, width: 120 });
    expect(widthInput('60')).toEqual({ ok: true, width: 60 });
    expect(widthInput('800')).toEqual({ ok: true, width: 800 });
  });
  it('names what is wrong', () => {
    expect(widthInput('59')).toEqual({ ok: false, message: '"59" is not a width; enter whole pixels from 60 to 800.' });
    expect(widthInput('12,5').ok).toBe(false);
    expect(widthInput('')).toEqual({ ok: false, message: 'An empty width is not a width; enter whole pixels from 60 to 800.' });
  });
  it('agrees with the range for every integer', () => {
    fc.assert(fc.property(fc.integer({ min: -100, max: 2000 }), (n) => {
        expect(widthInput(String(n)).ok).toBe(n >= 60 && n <= 800);
      }));
  });
});
