import { describe, expect, it } from 'vitest';
import { customSortKey } from '../../../domain/keyword-fields.ts';
import { cellText } from '../../../workbench/columns/cell-values.ts';
import { sampleTerm } from './term-rows.fixture.ts';
import { DEFAULT_TERM_COLUMNS, TERM_COLUMN, TERM_COLUMNS, targetText, termRows, withTermColumns } from './term-rows.ts';


const column = (name: string) => {
  const found = TERM_COLUMNS.find((c) => c.text === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};
const ctx = { rateUsdToEur: null };

describe('term rows', () => {
  it('puts the term in the keyword column and every figure in its own column, in the answer order', () => {
    const rows = termRows([sampleTerm({}), sampleTerm({ stem: 'zimt', term: 'Zimt', recommendation: 'fine', target: { min: 0.2, max: 0.2 } })]);
    expect(rows.map((r) => r.keyword)).toEqual(['Glühwein', 'Zimt']);
    const [first, second] = rows;
    if (!first || !second) throw new Error('two rows');
    expect(cellText(column(TERM_COLUMN.holding), first, ctx)).toBe('9');
    expect(cellText(column(TERM_COLUMN.averageWdf), first, ctx)).toBe('0,31');
    expect(cellText(column(TERM_COLUMN.ownCount), first, ctx)).toBe('4');
    expect(cellText(column(TERM_COLUMN.target), first, ctx)).toBe('0,31–0,40');
    expect(cellText(column(TERM_COLUMN.recommendation), first, ctx)).toBe('Use more');
    expect(cellText(column(TERM_COLUMN.recommendation), second, ctx)).toBe('Fine');
    expect(cellText(column(TERM_COLUMN.target), second, ctx)).toBe('0,20');
    // The range sorts by its lower end; the figures stay numbers for the number filter.
    expect(customSortKey(first, TERM_COLUMN.target)).toBeCloseTo(0.31234);
    expect(first[`custom_${TERM_COLUMN.averageWdf}`]).toBe(0.3123);
  });

  it('declares the figures as right-aligned number columns and the texts as text columns', () => {
    expect(column(TERM_COLUMN.wdfIdf)).toMatchObject({ align: 'right', filter_attributes: { kind: 'number', field: { custom: 'WDF*IDF' } } });
    expect(column(TERM_COLUMN.recommendation).filter_attributes?.kind).toBe('text');
    expect(DEFAULT_TERM_COLUMNS[0]).toBe('keyword');
    expect(DEFAULT_TERM_COLUMNS).toHaveLength(TERM_COLUMNS.length + 1);
  });

  it('shows the term columns unless the link chose others', () => {
    expect(withTermColumns<{ columns?: string[] }>({}).columns).toEqual(DEFAULT_TERM_COLUMNS);
    expect(withTermColumns({ columns: ['keyword'] }).columns).toEqual(['keyword']);
  });

  it('writes a range as one value when both ends read the same', () => {
    expect(targetText({ min: 0.1, max: 0.104 })).toBe('0,10');
    expect(targetText({ min: 0, max: 1.5 })).toBe('0,00–1,50');
  });
});
