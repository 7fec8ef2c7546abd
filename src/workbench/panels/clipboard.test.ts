import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { addToClipboard, clipboardChangeMessage, clipboardIdentities, isInClipboard, removeFromClipboard } from './clipboard.ts';

describe('addToClipboard', () => {
  it('appends new keywords in order and counts the ones already there', () => {
    expect(addToClipboard(['Glühwein'], ['punsch', 'glühwein ', 'eierlikör', 'Punsch'])).toEqual({
      keywords: ['Glühwein', 'punsch', 'eierlikör'],
      added: 2,
      present: 2,
      refused: 0,
    });
  });
  it('keeps the first new keywords when it fills up and counts the rest as refused', () => {
    expect(addToClipboard(['a'], ['b', 'c', 'a', 'd'], 2)).toEqual({ keywords: ['a', 'b'], added: 1, present: 1, refused: 2 });
  });
  it('drops blanks', () => {
    expect(addToClipboard([], ['', '  '])).toEqual({ keywords: [], added: 0, present: 0, refused: 0 });
  });
  const phrases = fc.array(fc.constantFrom('a', 'A', 'b', 'b ', 'c', 'd', 'e', 'f', ''), { maxLength: 12 });
  it('holds each identity once, at most max, keeps the old list as its start, and accounts for every input', () => {
    fc.assert(
      fc.property(phrases, phrases, fc.integer({ min: 0, max: 8 }), (list, keywords, max) => {
        const start = addToClipboard([], list, max).keywords;
        const change = addToClipboard(start, keywords, max);
        expect(change.keywords.length).toBeLessThanOrEqual(max);
        expect(new Set(change.keywords.map(phraseIdentity)).size).toBe(change.keywords.length);
        expect(change.keywords.slice(0, start.length)).toEqual(start);
        expect(change.added).toBe(change.keywords.length - start.length);
        expect(change.added + change.present + change.refused).toBe(keywords.filter((k) => phraseIdentity(k) !== '').length);
        expect(addToClipboard(change.keywords, keywords, max).added).toBe(0);
      }),
    );
  });
});

describe('removeFromClipboard and isInClipboard', () => {
  it('removes by identity, keeps the order', () => {
    expect(removeFromClipboard(['Glühwein', 'punsch', 'eierlikör'], ['PUNSCH'])).toEqual(['Glühwein', 'eierlikör']);
  });
  it('finds a keyword whatever its case and spacing', () => {
    const set = clipboardIdentities(['Glühwein  kaufen']);
    expect(isInClipboard(set, ' glühwein kaufen')).toBe(true);
    expect(isInClipboard(set, 'glühwein')).toBe(false);
  });
  it('a removed keyword is no longer in the clipboard, the others still are', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 })), fc.array(fc.string({ maxLength: 4 })), (list, removing) => {
        const left = removeFromClipboard(list, removing);
        const set = clipboardIdentities(left);
        for (const keyword of removing) expect(isInClipboard(set, keyword)).toBe(false);
        for (const keyword of list) expect(isInClipboard(set, keyword)).toBe(!removing.some((r) => phraseIdentity(r) === phraseIdentity(keyword)));
      }),
    );
  });
});

describe('clipboardChangeMessage', () => {
  it('says what was copied, what was there and what did not fit', () => {
    expect(clipboardChangeMessage({ added: 1, present: 0, refused: 0 })).toBe('Copied 1 keyword to the clipboard.');
    expect(clipboardChangeMessage({ added: 3, present: 1, refused: 0 })).toBe('Copied 3 keywords to the clipboard; 1 was already in it.');
    expect(clipboardChangeMessage({ added: 0, present: 2, refused: 1200 })).toBe(
      'Copied 0 keywords to the clipboard; 2 were already in it; 1.200 were left out: it holds at most 10.000 keywords.',
    );
  });
});
