import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToGraph, GRAPH_SELECTION_MAX, graphLimitMessage, removeFromGraph } from './graph-selection.ts';
import { phraseIdentity } from './phrase-validation.ts';

const nine = Array.from({ length: 9 }, (_, i) => `keyword ${i + 1}`);

describe('addToGraph', () => {
  it('appends new keywords after the ones already in the graph', () => {
    expect(addToGraph(['glühwein'], ['punsch', 'eierlikör'])).toEqual({ ok: true, keywords: ['glühwein', 'punsch', 'eierlikör'] });
  });
  it('counts a keyword once whatever its spelling, keeping the first spelling', () => {
    expect(addToGraph(['Glühwein'], ['glühwein', ' GLÜHWEIN ', 'punsch', 'Punsch'])).toEqual({ ok: true, keywords: ['Glühwein', 'punsch'] });
  });
  it('ignores blank keywords', () => {
    expect(addToGraph([], ['', '  ', 'punsch'])).toEqual({ ok: true, keywords: ['punsch'] });
  });
  it('takes the tenth keyword', () => {
    const result = addToGraph(nine, ['keyword 10']);
    expect(result.ok && result.keywords.length).toBe(GRAPH_SELECTION_MAX);
  });
  it('refuses the eleventh with a message naming the maximum and the counts, and adds nothing', () => {
    expect(addToGraph(nine, ['a', 'b'])).toEqual({
      ok: false,
      message: 'A graph compares at most 10 keywords: 9 are in it, 2 more would make 11.',
    });
  });
  it('re-adding keywords already in a full graph is fine', () => {
    const ten = [...nine, 'keyword 10'];
    expect(addToGraph(ten, ['KEYWORD 1'])).toEqual({ ok: true, keywords: ten });
  });
  it('says "is" for one keyword and takes another maximum', () => {
    expect(graphLimitMessage(1, 2, 2)).toBe('A graph compares at most 2 keywords: 1 is in it, 2 more would make 3.');
    expect(addToGraph(['a'], ['b', 'c'], 2)).toEqual({ ok: false, message: graphLimitMessage(1, 2, 2) });
  });

  const phrases = fc.array(fc.constantFrom('a', 'A', 'b', 'c ', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', ' '), { maxLength: 14 });

  it('never holds more than the maximum, nor an identity twice', () => {
    fc.assert(
      fc.property(phrases, phrases, fc.integer({ min: 0, max: 12 }), (current, adding, max) => {
        const result = addToGraph(current, adding, max);
        if (!result.ok) return;
        expect(result.keywords.length).toBeLessThanOrEqual(Math.max(max, 0));
        expect(new Set(result.keywords.map(phraseIdentity)).size).toBe(result.keywords.length);
      }),
    );
  });
  it('an ok result starts with the current keywords in their order and keeps the order of the new ones', () => {
    fc.assert(
      fc.property(phrases, phrases, (current, adding) => {
        const base = addToGraph([], current, 100);
        if (!base.ok) throw new Error('100 is above any input');
        const result = addToGraph(base.keywords, adding, 100);
        if (!result.ok) throw new Error('100 is above any input');
        expect(result.keywords.slice(0, base.keywords.length)).toEqual(base.keywords);
        const fresh = result.keywords.slice(base.keywords.length).map(phraseIdentity);
        const order = adding.map(phraseIdentity).filter((id) => fresh.includes(id));
        expect([...new Set(order)]).toEqual(fresh);
      }),
    );
  });
  it('adding the same keywords again changes nothing', () => {
    fc.assert(
      fc.property(phrases, phrases, fc.integer({ min: 0, max: 12 }), (current, adding, max) => {
        const once = addToGraph(current, adding, max);
        if (!once.ok) return;
        expect(addToGraph(once.keywords, adding, max)).toEqual(once);
      }),
    );
  });
  it('a refusal happens exactly when the distinct total passes the maximum', () => {
    fc.assert(
      fc.property(phrases, phrases, fc.integer({ min: 0, max: 12 }), (current, adding, max) => {
        const total = new Set([...current, ...adding].map(phraseIdentity).filter((id) => id !== '')).size;
        expect(addToGraph(current, adding, max).ok).toBe(total <= max);
      }),
    );
  });
});

describe('removeFromGraph', () => {
  it('removes by identity and keeps the order', () => {
    expect(removeFromGraph(['Glühwein', 'punsch', 'eierlikör'], ['GLÜHWEIN'])).toEqual(['punsch', 'eierlikör']);
  });
  it('leaves nothing of what was removed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 5 })), fc.array(fc.string({ maxLength: 5 })), (current, removing) => {
        const left = removeFromGraph(current, removing).map(phraseIdentity);
        for (const id of removing.map(phraseIdentity)) expect(left).not.toContain(id);
      }),
    );
  });
});
