import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import type { HomeCard, HomeCardId } from '../../domain/home-cards.ts';

const section = 'Home';
const HOME = { route: '/' } as const;

/**
 * One command per suite card of Home (issue 21): the palette opens what a click on the card opens.
 * Registered only while Home is on screen, and offered only for the cards the person has.
 */
export const HOME_COMMANDS = [
  { id: 'home.card.research', title: 'Open the Research card', keywords: ['home', 'card', 'research', 'keywords'], section, scope: HOME },
  { id: 'home.card.brands', title: 'Open the Brands card', keywords: ['home', 'card', 'brands', 'leader', 'share of search'], section, scope: HOME },
  { id: 'home.card.monitoring', title: 'Open the Monitoring card', keywords: ['home', 'card', 'monitoring', 'visibility', 'domains'], section, scope: HOME },
  { id: 'home.card.internal-searches', title: 'Open the Internal Searches card', keywords: ['home', 'card', 'internal searches', 'site search'], section, scope: HOME },
  { id: 'home.card.content', title: 'Open the Content card', keywords: ['home', 'card', 'content', 'projects', 'wdf*idf'], section, scope: HOME },
  { id: 'home.card.ai', title: 'Open the AI Suite card', keywords: ['home', 'card', 'ai suite'], section, scope: HOME },
  { id: 'home.card.chat', title: 'Open the AI Chat card', keywords: ['home', 'card', 'ai chat', 'seo-ai'], section, scope: HOME },
] as const satisfies readonly CommandDescriptor[];

export function homeCommands(cards: readonly HomeCard[], open: (href: string) => void): Command[] {
  const card = (id: HomeCardId) => {
    const found = cards.find((c) => c.id === id);
    return {
      when: () => found !== undefined,
      run: () => {
        if (found) open(found.href);
      },
    };
  };
  return bindCommands(HOME_COMMANDS, {
    'home.card.research': card('research'),
    'home.card.brands': card('brands'),
    'home.card.monitoring': card('monitoring'),
    'home.card.internal-searches': card('internal-searches'),
    'home.card.content': card('content'),
    'home.card.ai': card('ai'),
    'home.card.chat': card('chat'),
  });
}
