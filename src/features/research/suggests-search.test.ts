import { describe, expect, it } from 'vitest';
import { canonicalPatterns, parseQuestionsExtras, parseSuggestsExtras, shownPatterns, togglePattern } from './suggests-search.ts';

describe('parseSuggestsExtras', () => {
  it('keeps chosen patterns in canonical order and the table display', () => {
    expect(parseSuggestsExtras({ patterns: ['questions', 'alphabet', 'questions'], display: 'table' })).toEqual({ patterns: ['alphabet', 'questions'], display: 'table' });
  });
  it('drops all four patterns, unknown ones and the default display', () => {
    expect(parseSuggestsExtras({ patterns: ['alphabet', 'prepositions', 'comparisons', 'questions'], display: 'groups' })).toEqual({});
    expect(parseSuggestsExtras({ patterns: ['colours'], display: 'tree' })).toEqual({});
  });
});

describe('parseQuestionsExtras', () => {
  it('keeps the history keywords and a shorter month range', () => {
    expect(parseQuestionsExtras({ history: 'glühwein\npunsch', months: 24, display: 'table' })).toEqual({ history: 'glühwein\npunsch', months: 24, display: 'table' });
  });
  it('drops blank keywords and months that are no option or the default 48', () => {
    expect(parseQuestionsExtras({ history: '  ', months: 7 })).toEqual({});
    expect(parseQuestionsExtras({ months: '48' })).toEqual({});
  });
});

describe('togglePattern', () => {
  it('switches one pattern off and on again', () => {
    const off = togglePattern(shownPatterns({}), 'comparisons');
    expect(off).toEqual(['alphabet', 'prepositions', 'questions']);
    expect(togglePattern(off ?? [], 'comparisons')).toBeUndefined();
  });
  it('never leaves no pattern', () => {
    expect(togglePattern(['questions'], 'questions')).toEqual(['questions']);
    expect(canonicalPatterns([])).toBeUndefined();
  });
});
