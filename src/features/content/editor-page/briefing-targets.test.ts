import { describe, expect, it } from 'vitest';
import { contentScore } from '../../../domain/content-score.ts';
import { draftFacts } from '../../../domain/content-draft-counter.ts';
import { germanStem } from '../../../domain/german-stemmer.ts';
import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import { keywordWords } from '../../../domain/tokenize.ts';
import { briefingTargets } from './briefing-targets.ts';
import { SAVE_STATUS_TEXT, saveStatusDetail } from './save-status.ts';

const briefing: BriefingView = {
  keyword: 'glühwein selber machen',
  intent: 'informational',
  word_count: { min: 800, max: 1200 },
  headings: [{ text: 'Die Zutaten', level: 2, pages: 6 }],
  terms: [{ stem: germanStem('zimt'), term: 'Zimt', range: { min: 2, max: 4 }, must_use: true }],
  questions: [],
  competitor_count: 10,
};

describe('the score targets from the briefing', () => {
  it('carries terms, word count and headings, so the score follows them', () => {
    const targets = briefingTargets(briefing, ['glühwein selber machen']);
    expect(targets).toEqual({ terms: [{ stem: germanStem('zimt'), term: 'Zimt', range: { min: 2, max: 4 }, mustUse: true }], wordCount: { min: 800, max: 1200 }, headings: ['Die Zutaten'], keywords: ['glühwein selber machen'] });
    const without = contentScore(draftFacts([{ text: 'Rotwein erwärmen', headingLevel: null }]), targets).score;
    const withTerm = contentScore(draftFacts([{ text: 'Zutaten', headingLevel: 2 }, { text: 'Rotwein mit Zimt und Zimt erwärmen', headingLevel: null }]), targets).score;
    expect(withTerm).toBeGreaterThan(without);
  });
  it('is empty without a briefing, and without competitors has no word range', () => {
    const none = { terms: [], wordCount: null, headings: [], keywords: ['glühwein'] };
    expect(briefingTargets(null, ['glühwein'])).toEqual(none);
    expect(briefingTargets(undefined, ['glühwein'])).toEqual(none);
    expect(briefingTargets({ ...briefing, word_count: null }, []).wordCount).toBeNull();
  });
  it('carries the project keywords, so a must-use keyword word that is a stop word (machen) is counted', () => {
    const withMachen = { ...briefing, terms: [{ stem: germanStem('machen'), term: 'machen', range: { min: 1, max: 3 }, must_use: true }] };
    const targets = briefingTargets(withMachen, ['glühwein selber machen', 'glühwein ohne alkohol']);
    const facts = draftFacts([{ text: 'Glühwein selber machen', headingLevel: null }], keywordWords(targets.keywords));
    expect(contentScore(facts, targets).terms[0]).toMatchObject({ count: 1, status: 'within' });
  });
});

describe('the save status', () => {
  it('reads Saved, Saving…, Not saved, retrying, Offline · all changes saved and Conflict, and says the text is safe while offline', () => {
    expect([SAVE_STATUS_TEXT.saved, SAVE_STATUS_TEXT.unsaved, SAVE_STATUS_TEXT.saving, SAVE_STATUS_TEXT.offline, SAVE_STATUS_TEXT.offlineSaved, SAVE_STATUS_TEXT.conflict]).toEqual([
      'Saved',
      'Saving…',
      'Saving…',
      'Not saved, retrying',
      'Offline · all changes saved',
      'Conflict',
    ]);
    expect(saveStatusDetail('offlineSaved', null, true)).toBe(
      'The connection is lost; everything written so far is saved. What you write now is kept in this browser and saved as soon as the connection is back.',
    );
    expect(saveStatusDetail('offlineSaved', null, false)).toMatch(/Keep this tab open/u);
    expect(saveStatusDetail('offline', 'Failed to fetch', true)).toBe('Failed to fetch Your text is kept in this browser and saved as soon as the connection is back.');
    expect(saveStatusDetail('offline', null, false)).toMatch(/^The server could not be reached\. Keep this tab open/u);
    expect(saveStatusDetail('conflict', null, true)).toMatch(/choose which one to keep/u);
    expect(saveStatusDetail('saved', null, true)).toBeNull();
  });
});
