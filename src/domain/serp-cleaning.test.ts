import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanSerpKeyword, SERP_OPERATORS } from './serp-cleaning';

describe('cleanSerpKeyword', () => {
  it('removes every operator at a word start and keeps what followed the colon', () => {
    for (const op of SERP_OPERATORS) expect(cleanSerpKeyword(`schuhe ${op}:example.de`)).toBe('schuhe example.de');
  });
  it('ignores the case', () => {
    expect(cleanSerpKeyword('SITE:example.de InTitle:schuhe')).toBe('example.de schuhe');
  });
  it('leaves operators that do not start a word, or lack a colon', () => {
    expect(cleanSerpKeyword('website:neu my-site:x site kaufen')).toBe('website:neu my-site:x site kaufen');
  });
  it('removes chained operators and collapses spaces', () => {
    expect(cleanSerpKeyword('  site:intitle:schuhe    kaufen ')).toBe('schuhe kaufen');
    expect(cleanSerpKeyword('site: schuhe')).toBe('schuhe');
  });
  it('has exactly the 15 operators of the spec', () => {
    expect([...SERP_OPERATORS].sort()).toEqual(
      ['allinanchor', 'allintext', 'allintitle', 'allinurl', 'cache', 'define', 'filetype', 'id', 'inanchor', 'info', 'intext', 'intitle', 'inurl', 'link', 'site'],
    );
  });
  it('is idempotent', () => {
    const piece = fc.oneof(
      fc.constantFrom(...SERP_OPERATORS.map((o) => `${o}:`), ' ', ':', 'SITE:', 'a', 'x-', '\t'),
      fc.string({ maxLength: 4 }),
    );
    const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (s) => cleanSerpKeyword(cleanSerpKeyword(s)) === cleanSerpKeyword(s)));
  });
});
