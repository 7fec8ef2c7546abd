import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { draftFacts } from '../../../domain/content-draft-counter.ts';
import { contentScore } from '../../../domain/content-score.ts';
import { germanStem } from '../../../domain/german-stemmer.ts';
import { NO_TARGETS_TEXT, ScorePanel } from './score-panel.tsx';

const targets = {
  terms: [{ stem: germanStem('glühwein'), term: 'glühwein', range: { min: 2, max: 4 }, mustUse: true }, { stem: germanStem('zimt'), term: 'zimt', range: { min: 1, max: 1 }, mustUse: false }],
  wordCount: { min: 1000, max: 1500 },
  headings: ['Die Zutaten', 'Glühwein kochen'],
  keywords: ['glühwein'],
};

describe('score panel', () => {
  it('shows the score with its band, the words against the target, each term and the headings', () => {
    const facts = draftFacts([{ text: 'Zutaten', headingLevel: 2 }, { text: `Glühwein Zimt Zimt ${'Wort '.repeat(1200)}`, headingLevel: null }]);
    const html = renderToStaticMarkup(<ScorePanel score={contentScore(facts, targets)} wordCount={targets.wordCount} />);
    expect(html).toContain('<aside class="content-score-panel" aria-label="Content score" tabindex="0">');
    expect(html).toMatch(/role="status" aria-live="polite" aria-atomic="true"><span class="content-score-value">\d+<\/span>/u);
    expect(html).toContain('1.204<span class="muted"> of 1.000–1.500</span>');
    expect(html).toMatch(/<tr class="content-term-under"><th scope="row">glühwein<span class="content-must" title="Must use"> \*<span class="visually-hidden"> must use<\/span><\/span><\/th><td class="numeric">1<\/td><td class="numeric">2–4<\/td><td>use more<\/td><\/tr>/u);
    expect(html).toContain('<td class="numeric">2</td><td class="numeric">1</td><td>use fewer</td>');
    expect(html).toContain('Die Zutaten<span class="visually-hidden">: covered</span>');
    expect(html).toContain('Glühwein kochen<span class="visually-hidden">: not yet covered</span>');
    expect(html).not.toContain('Longer than most competitors');
  });
  it('says what to do without targets, and flags a draft longer than the competitors', () => {
    const facts = draftFacts([{ text: 'Wort '.repeat(30), headingLevel: null }]);
    const html = renderToStaticMarkup(<ScorePanel score={contentScore(facts, { terms: [], wordCount: { min: 10, max: 20 }, headings: [], keywords: [] })} wordCount={{ min: 10, max: 20 }} />);
    expect(html).toContain(NO_TARGETS_TEXT);
    expect(html).toContain('The briefing suggests no headings.');
    expect(html).toContain('Longer than most competitors');
    expect(html).toContain('content-score-high');
  });
});
