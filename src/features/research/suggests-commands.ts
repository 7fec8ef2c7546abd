import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import type { SuggestPattern } from '../../domain/contracts/keyword-data.ts';

const scope = { route: '/suggests' } as const;
const section = 'Suggests';

/** Every action of /suggests as a command of its route scope (palette, shortcut sheet). */
export const SUGGESTS_COMMANDS = [
  { id: 'suggests.focus-seed', title: 'Focus the Suggests keyword', keywords: ['seed', 'keyword', 'search', 'lookup', 'input'], shortcut: '/', section, scope },
  { id: 'suggests.display.toggle', title: 'Switch Suggests between groups and table', keywords: ['view', 'display', 'table', 'groups', 'tree', 'toggle'], shortcut: 'v', section, scope },
  { id: 'suggests.display.groups', title: 'Show the suggestions grouped by pattern', keywords: ['view', 'groups', 'tree', 'answerthepublic'], section, scope },
  { id: 'suggests.display.table', title: 'Show the suggestions as one table', keywords: ['view', 'table', 'workbench', 'list'], section, scope },
  { id: 'suggests.pattern.alphabet', title: 'Show or hide the A–Z suggestions', keywords: ['pattern', 'alphabet', 'letters', 'a-z'], section, scope },
  { id: 'suggests.pattern.prepositions', title: 'Show or hide the preposition suggestions', keywords: ['pattern', 'prepositions', 'für', 'mit', 'ohne'], section, scope },
  { id: 'suggests.pattern.comparisons', title: 'Show or hide the comparison suggestions', keywords: ['pattern', 'comparisons', 'vs', 'oder'], section, scope },
  { id: 'suggests.pattern.questions', title: 'Show or hide the question suggestions', keywords: ['pattern', 'questions', 'wie', 'was', 'warum'], section, scope },
  { id: 'suggests.retry', title: 'Retry the Suggests lookup', keywords: ['again', 'reload', 'error'], section, scope },
] as const satisfies readonly CommandDescriptor[];

/** What the screen can do now; the commands only read it, so palette and buttons agree. */
export interface SuggestsActions {
  readonly display: 'groups' | 'table';
  readonly canRetry: boolean;
  focusSeed(): void;
  showDisplay(display: 'groups' | 'table'): void;
  togglePattern(pattern: SuggestPattern): void;
  retry(): void;
}

export function suggestsCommands(actions: SuggestsActions): Command[] {
  return bindCommands(SUGGESTS_COMMANDS, {
    'suggests.focus-seed': { run: actions.focusSeed },
    'suggests.display.toggle': { run: () => actions.showDisplay(actions.display === 'groups' ? 'table' : 'groups') },
    'suggests.display.groups': { when: () => actions.display !== 'groups', run: () => actions.showDisplay('groups') },
    'suggests.display.table': { when: () => actions.display !== 'table', run: () => actions.showDisplay('table') },
    'suggests.pattern.alphabet': { run: () => actions.togglePattern('alphabet') },
    'suggests.pattern.prepositions': { run: () => actions.togglePattern('prepositions') },
    'suggests.pattern.comparisons': { run: () => actions.togglePattern('comparisons') },
    'suggests.pattern.questions': { run: () => actions.togglePattern('questions') },
    'suggests.retry': { when: () => actions.canRetry, run: actions.retry },
  });
}
