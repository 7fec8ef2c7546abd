import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { topQuestions } from './questions-top.ts';

const row = (keyword: string, avgsv: number | null) => ({ ...emptyKeywordRow(keyword), avgsv });

describe('topQuestions', () => {
  it('takes the most searched questions, missing volumes last', () => {
    const rows = [row('was ist glühwein', null), row('wie macht man glühwein', 900), row('wo glühwein kaufen', 90), row('warum glühwein', 900)];
    expect(topQuestions(rows, 3)).toEqual(['warum glühwein', 'wie macht man glühwein', 'wo glühwein kaufen']);
    expect(topQuestions([], 5)).toEqual([]);
  });
});
