import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftBlocks, draftNodeSchema, EMPTY_DRAFT, headingLevelOf, textOf, type DraftNode } from './content-draft.ts';
import { countWords, quantile } from './content-words.ts';

const sampleDraft: DraftNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Glühwein selber machen' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Ein ' }, { type: 'text', text: 'guter', marks: [{ type: 'bold' }] }, { type: 'hardBreak' }, { type: 'text', text: 'Glühwein.' }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Zimt' }] }] }] },
  ],
};

describe('draft blocks', () => {
  it('reads headings, paragraphs and list lines in order', () => {
    expect(draftBlocks(sampleDraft)).toEqual([
      { text: 'Glühwein selber machen', headingLevel: 1 },
      { text: 'Ein guter Glühwein.', headingLevel: null },
      { text: 'Zimt', headingLevel: null },
    ]);
    expect(draftBlocks(EMPTY_DRAFT)).toEqual([{ text: '', headingLevel: null }]);
    expect(textOf({ type: 'text' })).toBe('');
  });
  it('takes a heading level of 1 to 6, else 1', () => {
    expect(headingLevelOf({ type: 'heading', attrs: { level: 3 } })).toBe(3);
    expect(headingLevelOf({ type: 'heading', attrs: { level: 9 } })).toBe(1);
    expect(headingLevelOf({ type: 'heading' })).toBe(1);
  });
  it('accepts the stored shape and refuses others', () => {
    expect(draftNodeSchema.safeParse(sampleDraft).success).toBe(true);
    expect(draftNodeSchema.safeParse({ type: '' }).success).toBe(false);
    expect(draftNodeSchema.safeParse({ type: 'doc', content: [{ text: 'x' }] }).success).toBe(false);
  });
});

describe('word counts', () => {
  it('counts words as a writer does', () => {
    expect(countWords('Glühwein selber machen: E-Bike, 20 Minuten!')).toBe(6);
    expect(countWords('')).toBe(0);
    expect(countWords("Omas Glühwein's Duft")).toBe(3);
  });
  it('adds up over joined texts', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      expect(countWords(`${a} ${b}`)).toBe(countWords(a) + countWords(b));
      expect(countWords(`${a}\n\n${b}`)).toBe(countWords(a) + countWords(b));
    }));
  });
  it('interpolates quantiles', () => {
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([10, 20, 30, 40], 0.25)).toBeCloseTo(17.5);
    expect(quantile([10], 0.75)).toBe(10);
    expect(quantile([1, 2], 2)).toBe(2);
  });
});
