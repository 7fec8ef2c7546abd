import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { categoryChain, difficultyFact, keywordFacts, seasonText, serpFeatureList } from './keyword-facts.ts';

const row = (patch: Partial<KeywordRow>): KeywordRow => ({ ...emptyKeywordRow('glühwein'), ...patch });

describe('keyword facts', () => {
  it('formats volumes, CPC in euros and competition in German numbers', () => {
    expect(keywordFacts(row({ avgsv: 12_345, annualsv: 148_140, adwords_cpc_low: 0.5, adwords_cpc_high: 1.5, adwords_competition: 42 }), 0.92)).toEqual({
      avg: '12.345',
      annual: '148.140',
      cpcLow: '0,46 €',
      cpcHigh: '1,38 €',
      competition: '42',
    });
    expect(keywordFacts(row({}), 0.92)).toEqual({ avg: '-', annual: '-', cpcLow: '-', cpcHigh: '-', competition: '-' });
  });
  it('takes the difficulty band from the value, not from the stored text', () => {
    const cell = { text: 'easy', maximum: 100, color: '#000', difficulty: 72 };
    expect(difficultyFact(row({ keyword_difficulty: cell }))).toEqual({ text: '72 – hard', color: '#e8590c' });
    expect(difficultyFact(row({ keyword_difficulty: { ...cell, difficulty: null } }))).toEqual({ text: 'easy', color: null });
    expect(difficultyFact(row({}))).toEqual({ text: '-', color: null });
  });
  it('shows the active category chain from the root, else the category text', () => {
    const chain = (names: string[]) => names.map((name, i) => ({ category_code: i + 1, category_code_parent: i === 0 ? null : i, category_name: name, catlevel: i + 1 }));
    const cats = [chain(['Food', 'Drinks']), chain(['Holidays', 'Christmas', 'Markets']).reverse()];
    expect(categoryChain(row({ cats, active_cat_index: 1 }))).toBe('Holidays › Christmas › Markets');
    expect(categoryChain(row({ cats }))).toBe('Food › Drinks');
    expect(categoryChain(row({ categories: 'Food; Drinks' }))).toBe('Food; Drinks');
    expect(categoryChain(row({}))).toBe('-');
  });
  it('names the SERP features and the season', () => {
    expect(serpFeatureList(row({ serp_items: [10, 0, 999] }))).toEqual(['people also ask', 'ai overview', 'feature 999']);
    expect(seasonText(row({ peak: 12, season: [11, 12, 1] }))).toBe('Peak in December; season November to January');
    expect(seasonText(row({ peak: 7, season: null }))).toBe('Peak in July');
    expect(seasonText(row({ peak: null, season: [3] }))).toBe('Season March');
    expect(seasonText(row({}))).toBe('Not seasonal');
  });
});
