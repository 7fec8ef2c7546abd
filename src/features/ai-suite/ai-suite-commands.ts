import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'AI Suite';
const LIST = { route: '/ai-suite' } as const;
const PROJECT = { route: '/ai-suite/project' } as const;
const PICK = { placeholder: 'Pick an AI project…', heading: 'AI projects' } as const;

/** The /ai-suite screen's commands: the buttons of the list, reachable from the palette too. */
export const AI_SUITE_LIST_COMMANDS = [
  { id: 'ai-suite.new', title: 'New AI project', keywords: ['create', 'add', 'new', 'project', 'setup', 'ai'], section, scope: LIST },
  { id: 'ai-suite.open', title: 'Open an AI project…', keywords: ['open', 'project', 'texts', 'show'], section, scope: LIST, pick: PICK },
  { id: 'ai-suite.delete', title: 'Delete an AI project…', keywords: ['delete', 'remove', 'trash'], section, scope: LIST, pick: PICK },
  { id: 'ai-suite.undo', title: 'Undo delete AI project', keywords: ['undo', 'restore', 'back'], section, scope: LIST },
] as const satisfies readonly CommandDescriptor[];

export interface AiSuiteListActions {
  readonly options: readonly PickOption[];
  readonly canUndo: boolean;
  create(): void;
  open(id: number): void;
  remove(id: number): void;
  undo(): void;
}

export function aiSuiteListCommands(actions: AiSuiteListActions): Command[] {
  return bindCommands(AI_SUITE_LIST_COMMANDS, {
    'ai-suite.new': { run: actions.create },
    'ai-suite.open': pickFrom(() => actions.options, (id) => actions.open(Number(id))),
    'ai-suite.delete': pickFrom(() => actions.options, (id) => actions.remove(Number(id))),
    'ai-suite.undo': { when: () => actions.canUndo, run: actions.undo },
  });
}

/** The commands of /ai-suite/project/{id}; the results table adds its own from the workbench. */
export const AI_PROJECT_COMMANDS = [
  { id: 'ai-project.run', title: 'Write the texts of this task', keywords: ['generate', 'write', 'run', 'start', 'again', 'texts'], section, scope: PROJECT },
  { id: 'ai-project.task', title: 'Show a task of this project…', keywords: ['task', 'titles', 'descriptions', 'faq', 'product', 'alt'], section, scope: PROJECT, pick: { placeholder: 'Pick a task…', heading: 'Tasks' } },
  { id: 'ai-project.back', title: 'Back to all AI projects', keywords: ['back', 'list', 'projects'], section, scope: PROJECT },
] as const satisfies readonly CommandDescriptor[];

export interface AiProjectActions {
  readonly tasks: readonly PickOption[];
  readonly canRun: boolean;
  run(): void;
  showTask(task: string): void;
  back(): void;
}

export function aiProjectCommands(actions: AiProjectActions): Command[] {
  return bindCommands(AI_PROJECT_COMMANDS, {
    'ai-project.run': { when: () => actions.canRun, run: actions.run },
    'ai-project.task': pickFrom(() => actions.tasks, actions.showTask),
    'ai-project.back': { run: actions.back },
  });
}
