import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TermTarget } from './content-briefing.ts';
import { createDraftCounter, draftFacts } from './content-draft-counter.ts';
import type { DraftBlock } from './content-draft.ts';
import { contentScore, headingCovered, scoreBand, termCredit, termStatus, type ScoreTargets } from './content-score.ts';
import { germanStem } from './german-stemmer.ts';
import { stemsOf } from './german-terms.ts';
import { keywordWords } from './tokenize.ts';

const target = (term: string, min: number, max: number, mustUse = true): TermTarget => ({ stem: germanStem(term), term, range: { min, max }, mustUse });
const targets: ScoreTargets = {
  terms: [target('glühwein', 3, 6), target('zimt', 1, 3), target('nelken', 1, 2), target('orangen', 0, 2, false)],
  wordCount: { min: 40, max: 80 },
  headings: ['Die Zutaten', 'Glühwein kochen'],
  keywords: ['glühwein'],
};
const p = (text: string): DraftBlock => ({ text, headingLevel: null });
const h = (text: string): DraftBlock => ({ text, headingLevel: 2 });

describe('content score', () => {
  it('bands under 33, 33 to 66, over 66', () => {
    expect([0, 32, 33, 66, 67, 100].map(scoreBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
  it('credits a term by its range', () => {
    expect(termCredit(0, { min: 2, max: 4 })).toBe(0);
    expect(termCredit(1, { min: 2, max: 4 })).toBe(0.5);
    expect(termCredit(4, { min: 2, max: 4 })).toBe(1);
    expect(termCredit(8, { min: 2, max: 4 })).toBe(0.5);
    expect(termCredit(0, { min: 0, max: 2 })).toBe(1);
    expect([0, 1, 3, 9].map((n) => termStatus(n, { min: 2, max: 4 }))).toEqual(['missing', 'under', 'within', 'over']);
  });
  it('checks the briefing headings by stems', () => {
    const have = [new Set(stemsOf('Zutaten für den Glühwein'))];
    expect(headingCovered('Die Zutaten', have)).toBe(true);
    expect(headingCovered('Glühwein kochen im Topf', have)).toBe(false);
    expect(headingCovered('und', have)).toBe(true);
  });
  it('scores an empty draft 0 and a draft meeting every target 100', () => {
    expect(contentScore(draftFacts([]), targets)).toMatchObject({ score: 0, band: 'low', words: 0 });
    const good = [h('Zutaten'), h('Glühwein kochen'), p(`Glühwein Glühweins Zimt Nelken ${'Wort '.repeat(40)}`)];
    const result = contentScore(draftFacts(good), targets);
    expect(result.parts).toEqual({ terms: 1, words: 1, headings: 1 });
    expect(result.score).toBe(100);
    expect(result.terms.map((t) => t.status)).toEqual(['within', 'within', 'within', 'within']);
  });
  it('counts the keyword words that are stop words (machen), so their target can be met', () => {
    const keyword = 'glühwein selber machen';
    const withKeyword: ScoreTargets = { ...targets, terms: [target('machen', 2, 4)], keywords: [keyword] };
    const blocks = [p('Glühwein selber machen: so machen Sie ihn')];
    expect(draftFacts(blocks).counts.get(germanStem('machen'))).toBeUndefined();
    expect(draftFacts(blocks, keywordWords([keyword])).counts.get(germanStem('machen'))).toBe(2);
    expect(contentScore(draftFacts(blocks, keywordWords([keyword])), withKeyword).terms[0]?.status).toBe('within');
  });
  it('with the keyword words kept, adding a missing keyword word never lowers the score', () => {
    const stopWords = fc.constantFrom('machen', 'selber', 'ohne', 'und', 'Glühwein', 'Zimt');
    const text = fc.array(stopWords, { maxLength: 20 }).map((w) => w.join(' '));
    fc.assert(fc.property(fc.array(text, { maxLength: 5 }), fc.constantFrom('machen', 'selber', 'ohne'), (paragraphs, word) => {
      const keep = keywordWords([`glühwein ${word}`]);
      const t: ScoreTargets = { terms: [target(word, 1, 3)], wordCount: null, headings: [], keywords: [`glühwein ${word}`] };
      const before = contentScore(draftFacts(paragraphs.map(p), keep), t);
      if (before.terms[0]?.count !== 0) return;
      expect(contentScore(draftFacts([...paragraphs.map(p), p(word)], keep), t).score).toBeGreaterThanOrEqual(before.score);
      expect(contentScore(draftFacts([...paragraphs.map(p), p(word)], keep), t).terms[0]?.count).toBe(1);
    }));
  });
  it('weights the parts 0.6, 0.25 and 0.15 and leaves out a part without targets', () => {
    // Terms: glühwein 1/3 (weight 2), zimt 1 (2), nelken 0 (2), orangen 1 (1) → (2/3 + 2 + 0 + 1) / 7.
    const facts = draftFacts([h('Zutaten'), p(`Glühwein Zimt ${'Wort '.repeat(18)}`)]);
    const result = contentScore(facts, targets);
    const terms = (2 / 3 + 2 + 1) / 7;
    expect(result.parts.terms).toBeCloseTo(terms);
    expect(result.parts.words).toBeCloseTo(21 / 40);
    expect(result.parts.headings).toBe(0.5);
    expect(result.score).toBe(Math.round(100 * (0.6 * terms + 0.25 * (21 / 40) + 0.15 * 0.5)));
    expect(contentScore(facts, { terms: [], wordCount: null, headings: [], keywords: [] }).score).toBe(0);
    expect(contentScore(facts, { terms: [], wordCount: { min: 20, max: 30 }, headings: [], keywords: [] }).score).toBe(100);
  });

  const words = fc.constantFrom('Glühwein', 'glühweins', 'Zimt', 'Nelken', 'Orangen', 'Rezept', 'und', 'Topf', 'Zutaten', 'kochen');
  const block = fc.record({ text: fc.array(words, { maxLength: 25 }).map((w) => w.join(' ')), headingLevel: fc.constantFrom(null, null, null, 2, 3) });
  const draft = fc.array(block, { maxLength: 12 });
  const someTargets = fc.record({
    terms: fc.uniqueArray(fc.record({ term: words, min: fc.integer({ min: 0, max: 6 }), span: fc.integer({ min: 0, max: 6 }), mustUse: fc.boolean() }), { selector: (t) => germanStem(t.term.toLowerCase()), maxLength: 6 })
      .map((ts) => ts.map((t) => ({ ...target(t.term.toLowerCase(), t.mustUse ? Math.max(1, t.min) : t.min, Math.max(1, t.min + t.span), t.mustUse) }))),
    wordCount: fc.option(fc.record({ min: fc.integer({ min: 0, max: 300 }), max: fc.integer({ min: 300, max: 600 }) })),
    headings: fc.array(fc.constantFrom('Zutaten', 'Glühwein kochen', 'Rezept', 'und'), { maxLength: 3 }),
    keywords: fc.constant([] as string[]),
  });

  it('stays within 0 and 100, whole', () => {
    fc.assert(fc.property(draft, someTargets, (blocks, t) => {
      const { score } = contentScore(draftFacts(blocks), t);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }));
  });
  it('never drops when a missing must-use term is added anywhere in the text', () => {
    fc.assert(fc.property(draft, someTargets, fc.nat(), (blocks, t, at) => {
      const before = contentScore(draftFacts(blocks), t);
      const missing = before.terms.find((c) => c.mustUse && c.count === 0);
      if (missing === undefined) return;
      const index = blocks.length === 0 ? 0 : at % blocks.length;
      const old = blocks[index];
      const added = old === undefined || old.headingLevel !== null ? [...blocks, p(missing.term)] : blocks.map((b, i) => (i === index ? { ...b, text: `${b.text} ${missing.term}` } : b));
      expect(contentScore(draftFacts(added), t).score).toBeGreaterThanOrEqual(before.score);
    }));
  });
  it('counts incrementally exactly as from scratch, edit after edit', () => {
    fc.assert(fc.property(fc.array(draft, { minLength: 1, maxLength: 5 }), (versions) => {
      const counter = createDraftCounter();
      for (const blocks of versions) {
        const incremental = counter(blocks);
        const fresh = draftFacts(blocks);
        expect(incremental.words).toBe(fresh.words);
        expect(incremental.headings).toEqual(fresh.headings);
        expect([...incremental.counts].sort()).toEqual([...fresh.counts].sort());
      }
    }));
  });
});
