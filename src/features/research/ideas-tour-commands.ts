import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';

/** The Ideas tour from the palette, on /ideas only (leaving the screen stops the tour anyway). */
export const IDEAS_TOUR_COMMANDS = [
  {
    id: 'ideas.tour.start',
    title: 'Start the Ideas tour',
    keywords: ['tour', 'guide', 'help', 'introduction', 'walkthrough', 'onboarding', 'restart'],
    section: 'Ideas',
    scope: { route: '/ideas' },
  },
] as const satisfies readonly CommandDescriptor[];

export function ideasTourCommands(restart: () => void): Command[] {
  return bindCommands(IDEAS_TOUR_COMMANDS, { 'ideas.tour.start': { run: restart } });
}
