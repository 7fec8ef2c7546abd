import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordFacts, MAX_RELATED, writingLanguage } from './ai-keyword-facts.ts';
import { emptyKeywordRow } from './keyword-row.ts';

const row = (keyword: string, avgsv: number | null) => ({ ...emptyKeywordRow(keyword), avgsv });

describe('keywordFacts', () => {
  it('takes intent, peak and season from the row and the most searched relatives', () => {
    const jacket = { ...row('winterjacke damen', 900), peak: 12, season: [11, 12, 1], search_intent: 'transactional' as const };
    const project = [jacket, row('winterjacke herren', 500), row('damen mantel', 800), row('skihelm', 2000), row('Winterjacke Damen', 10), row('winterjacke kinder', null)];
    expect(keywordFacts(jacket, project)).toEqual({
      keyword: 'winterjacke damen',
      intent: 'transactional',
      peak: 12,
      season: [11, 12, 1],
      related: ['damen mantel', 'winterjacke herren', 'winterjacke kinder'],
    });
  });
  it('classifies the intent when the row has none', () => {
    expect(keywordFacts(row('wie wachse ich ski', 10), []).intent).toBe('informational');
  });
  it('never relates a keyword to itself and gives at most three', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{3,6}( [a-z]{3,6})?$/u), { minLength: 1, maxLength: 20 }), (keywords) => {
        const rows = keywords.map((k, i) => row(k, i));
        const facts = keywordFacts(rows[0] ?? row('x', 0), rows);
        expect(facts.related.length).toBeLessThanOrEqual(MAX_RELATED);
        expect(facts.related).not.toContain(keywords[0]);
      }),
    );
  });
  it('writes German for German markets and English for the rest', () => {
    expect(writingLanguage('de')).toBe('de');
    expect(writingLanguage('DE-at')).toBe('de');
    expect(writingLanguage('fr')).toBe('en');
  });
});
