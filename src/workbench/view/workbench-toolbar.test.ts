import { describe, expect, it } from 'vitest';
import type { ViewSummary } from '../engine/protocol.ts';
import { countsText } from './workbench-toolbar.tsx';
import { KEYWORD_NOUNS } from './workbench-props.ts';

const summary = (over: Partial<ViewSummary>): ViewSummary => ({ type: 'summary', size: 0, matched: 0, lines: 0, groups: 0, selected: 0, selectedMatched: 0, ...over });
const PROJECTS = ['project', 'projects'] as const;

describe('the toolbar count line', () => {
  it('names one row in the singular and more in the plural', () => {
    expect(countsText(summary({ size: 1, matched: 1 }), PROJECTS)).toBe('1 project');
    expect(countsText(summary({ size: 3, matched: 3 }), PROJECTS)).toBe('3 projects');
    expect(countsText(summary({ size: 0, matched: 0 }), PROJECTS)).toBe('0 projects');
  });

  it('counts with German digits, filtered rows of the whole, groups and the selection', () => {
    expect(countsText(summary({ size: 1997, matched: 1997 }), KEYWORD_NOUNS)).toBe('1.997 keywords');
    expect(countsText(summary({ size: 1997, matched: 12, groups: 1, selected: 1 }), KEYWORD_NOUNS)).toBe('12 of 1.997 keywords in 1 group · 1 selected');
    expect(countsText(summary({ size: 5, matched: 5, groups: 2 }), KEYWORD_NOUNS)).toBe('5 keywords in 2 groups');
  });

  it('says what is loading before the first summary', () => {
    expect(countsText(null, PROJECTS)).toBe('Loading projects…');
  });
});
