import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import type { HistoryMonths } from '../../workbench/panels/volume-series.ts';

const scope = { route: '/questions' } as const;
const section = 'Questions';

/** Every action of /questions as a command of its route scope (palette, shortcut sheet). */
export const QUESTIONS_COMMANDS = [
  { id: 'questions.focus-seed', title: 'Focus the Questions keyword', keywords: ['seed', 'keyword', 'search', 'lookup', 'input'], shortcut: '/', section, scope },
  { id: 'questions.display.toggle', title: 'Switch Questions between groups and table', keywords: ['view', 'display', 'table', 'groups', 'toggle'], shortcut: 'v', section, scope },
  { id: 'questions.history.focus', title: 'Focus the historical volume keywords', keywords: ['history', 'historical', 'trend', 'chart', 'keywords'], shortcut: 'h', section, scope },
  { id: 'questions.history.top', title: 'Show the history of the top five questions', keywords: ['history', 'chart', 'trend', 'top', 'questions'], section, scope },
  { id: 'questions.history.months.12', title: 'Show 12 months of history', keywords: ['history', 'months', 'range', 'year'], section, scope },
  { id: 'questions.history.months.24', title: 'Show 24 months of history', keywords: ['history', 'months', 'range', 'two years'], section, scope },
  { id: 'questions.history.months.48', title: 'Show 48 months of history', keywords: ['history', 'months', 'range', 'four years'], section, scope },
  { id: 'questions.retry', title: 'Retry the Questions lookup', keywords: ['again', 'reload', 'error'], section, scope },
] as const satisfies readonly CommandDescriptor[];

export interface QuestionsActions {
  readonly months: HistoryMonths;
  readonly hasQuestions: boolean;
  readonly canRetry: boolean;
  focusSeed(): void;
  toggleDisplay(): void;
  focusHistory(): void;
  historyOfTop(): void;
  showMonths(months: HistoryMonths): void;
  retry(): void;
}

export function questionsCommands(actions: QuestionsActions): Command[] {
  return bindCommands(QUESTIONS_COMMANDS, {
    'questions.focus-seed': { run: actions.focusSeed },
    'questions.display.toggle': { run: actions.toggleDisplay },
    'questions.history.focus': { run: actions.focusHistory },
    'questions.history.top': { when: () => actions.hasQuestions, run: actions.historyOfTop },
    'questions.history.months.12': { when: () => actions.months !== 12, run: () => actions.showMonths(12) },
    'questions.history.months.24': { when: () => actions.months !== 24, run: () => actions.showMonths(24) },
    'questions.history.months.48': { when: () => actions.months !== 48, run: () => actions.showMonths(48) },
    'questions.retry': { when: () => actions.canRetry, run: actions.retry },
  });
}
