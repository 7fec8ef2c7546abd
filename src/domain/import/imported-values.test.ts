import { describe, expect, it } from 'vitest';
import { importedValuesSchema } from '../contracts/imported-values.ts';
import { groupedBySource, importedValuesOf } from './imported-values.ts';
import { readKeywordImport } from './keyword-import.ts';

describe('importedValuesOf', () => {
  it('keeps a Semrush export\'s values per keyword, marked Semrush, first line of a keyword only', () => {
    const text = 'Keyword,Intent,Volume,Trend,Keyword Difficulty,CPC (USD),Competitive Density\nglühwein kaufen,transactional,12000,,34,"0,45",0.8\nGlühwein  Kaufen,,99,,1,1,1\nglühwein rezept,informational,8100,,21,,0.1\n';
    const values = importedValuesOf(readKeywordImport(text), 'semrush.csv');
    expect(values?.source).toBe('Semrush');
    expect(values?.entries).toEqual([
      { keyword: 'glühwein kaufen', volume: { kind: 'value', value: 12000 }, difficulty: { kind: 'value', value: 34 }, cpc: { kind: 'value', value: 0.45 }, cpc_currency: 'USD' },
      { keyword: 'glühwein rezept', volume: { kind: 'value', value: 8100 }, difficulty: { kind: 'value', value: 21 } },
    ]);
    expect(importedValuesSchema.safeParse(values).success).toBe(true);
  });

  it('names a plain file by its name and keeps a Keyword Planner range as a range', () => {
    const text = 'Keyword\tAvg. monthly searches\nglühwein\t10K – 100K\n';
    const planner = importedValuesOf(readKeywordImport(text), 'planner.tsv');
    expect(planner?.source).toBe('Keyword Planner');
    expect(planner?.entries[0]?.volume).toEqual({ kind: 'range', low: 10000, high: 100000 });
    const plain = importedValuesOf(readKeywordImport('keyword;volume\nglühwein;12.000\n'), 'meine liste.csv');
    expect(plain).toEqual({ source: 'meine liste.csv', entries: [{ keyword: 'glühwein', volume: { kind: 'value', value: 12000 } }] });
  });

  it('keeps nothing from a list of keywords alone', () => {
    expect(importedValuesOf(readKeywordImport('glühwein\npunsch\n'), 'list.txt')).toBeNull();
  });
});

describe('groupedBySource', () => {
  it('groups stored rows by source in the order the sources first come, each entry under the keyword as the table spells it', () => {
    const volume = (value: number) => ({ keyword: 'stored', volume: { kind: 'value' as const, value } });
    const grouped = groupedBySource([
      { source: 'Semrush', entry: volume(1), keyword: 'Glühwein' },
      { source: 'Search Console', entry: volume(2), keyword: 'glühwein' },
      { source: 'Semrush', entry: volume(3), keyword: 'punsch' },
    ]);
    expect(grouped).toEqual([
      { source: 'Semrush', entries: [{ keyword: 'Glühwein', volume: { kind: 'value', value: 1 } }, { keyword: 'punsch', volume: { kind: 'value', value: 3 } }] },
      { source: 'Search Console', entries: [{ keyword: 'glühwein', volume: { kind: 'value', value: 2 } }] },
    ]);
    expect(groupedBySource([])).toEqual([]);
  });
});
