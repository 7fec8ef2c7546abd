import { bindCommands, pickFrom } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../../commands/command-types.ts';

const section = 'Content';
const LIST = { route: '/content-projects' } as const;
const SETUP = { route: '/content-project/setup' } as const;

/** The /content-projects screen's commands. */
export const CONTENT_PROJECT_LIST_COMMANDS = [
  { id: 'content.projects.create', title: 'New content project', keywords: ['create', 'add', 'new', 'project', 'setup', 'content', 'keyword'], section, scope: LIST },
  { id: 'content.projects.open', title: 'Open a content project…', keywords: ['open', 'project', 'competitors', 'show'], section, scope: LIST, pick: { placeholder: 'Pick a project…', heading: 'Content projects' } },
] as const satisfies readonly CommandDescriptor[];

/** The /content-project/setup screen's commands. */
export const CONTENT_PROJECT_SETUP_COMMANDS = [
  { id: 'content.setup.create', title: 'Create the content project', keywords: ['create', 'save', 'start', 'submit', 'fetch'], section, scope: SETUP },
  { id: 'content.setup.cancel', title: 'Cancel and back to the content projects', keywords: ['cancel', 'back', 'list', 'projects'], section, scope: SETUP },
] as const satisfies readonly CommandDescriptor[];

export interface ProjectListActions {
  readonly options: readonly PickOption[];
  create(): void;
  open(id: number): void;
}

export function contentProjectListCommands(actions: ProjectListActions): Command[] {
  return bindCommands(CONTENT_PROJECT_LIST_COMMANDS, {
    'content.projects.create': { run: actions.create },
    'content.projects.open': pickFrom(() => actions.options, (id) => actions.open(Number(id))),
  });
}

export interface ProjectSetupActions {
  readonly busy: boolean;
  create(): void;
  cancel(): void;
}

export function contentProjectSetupCommands(actions: ProjectSetupActions): Command[] {
  return bindCommands(CONTENT_PROJECT_SETUP_COMMANDS, {
    'content.setup.create': { when: () => !actions.busy, run: actions.create },
    'content.setup.cancel': { run: actions.cancel },
  });
}
