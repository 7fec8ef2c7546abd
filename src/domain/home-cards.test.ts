import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import { accessContextArb } from '../../tests/support/access-arbitraries.ts';
import { resolveRoute } from './access.ts';
import { accessContextFromStartup } from './access-context.ts';
import { homeCards } from './home-cards.ts';

const cardsOf = (key: keyof typeof DEMO_STARTUP) => homeCards(accessContextFromStartup(DEMO_STARTUP[key])).map((card) => `${card.id} ${card.href}`);

describe('Home\'s suite cards', () => {
  it('gives each demo user the cards of the suites they may open', () => {
    expect(cardsOf('power')).toEqual(['research /collections', 'brands /brands', 'monitoring /monitoring', 'content /content-projects', 'ai /ai-suite', 'chat /seo-ai']);
    // Plan 1: no brands; no monitoring suite on the user.
    expect(cardsOf('basic')).toEqual(['research /collections', 'content /content-projects']);
    // Internal Searches only for companies with the flag.
    expect(cardsOf('orange')).toContain('internal-searches /internal-searches');
    expect(cardsOf('white')).toEqual(['research /collections', 'monitoring /monitoring', 'internal-searches /internal-searches']);
    // Right 8 only: the research card opens Ideas.
    expect(cardsOf('ideas')).toEqual(['research /ideas', 'ai /ai-suite']);
    expect(cardsOf('ended')).toEqual([]);
  });

  it('never offers a card that bounces (property)', () => {
    fc.assert(
      fc.property(accessContextArb, (ctx) => {
        for (const card of homeCards(ctx)) expect(resolveRoute(card.href, ctx).kind).toBe('allow');
      }),
    );
  });
});
