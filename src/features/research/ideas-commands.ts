import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import type { IdeaView } from '../../domain/contracts/keyword-data.ts';

const scope = { route: '/ideas' } as const;
const section = 'Ideas';

/** Every action of the Ideas screen as a command of its route (palette, shortcut sheet); the table's own come with the workbench. */
export const IDEAS_COMMANDS = [
  { id: 'ideas.focus-seed', title: 'Focus the keyword field', keywords: ['seed', 'search', 'keyword', 'domain', 'input'], section, shortcut: '/', scope },
  { id: 'ideas.view-matching', title: 'Show matching terms', keywords: ['view', 'contain', 'phrase', 'match'], section, shortcut: 'v m', scope },
  { id: 'ideas.view-related', title: 'Show related terms', keywords: ['view', 'topic', 'similar', 'related'], section, shortcut: 'v r', scope },
  { id: 'ideas.view-questions', title: 'Show questions', keywords: ['view', 'question', 'wie', 'was', 'how'], section, shortcut: 'v q', scope },
  { id: 'ideas.load-more', title: 'Load more ideas', keywords: ['next', 'page', 'more', 'offset'], section, scope },
  { id: 'ideas.retry', title: 'Try the lookup again', keywords: ['retry', 'again', 'failed', 'error'], section, scope },
  { id: 'ideas.clear', title: 'Clear the ideas lookup', keywords: ['new', 'reset', 'clear', 'start over'], section, scope },
] as const satisfies readonly CommandDescriptor[];

/** What the screen can do right now and how; the commands only read it, so palette, tabs and buttons agree. */
export interface IdeasActions {
  readonly view: IdeaView;
  /** A domain seed has no views: its answer is the keywords the domain ranks for. */
  readonly viewsApply: boolean;
  readonly canLoadMore: boolean;
  readonly canRetry: boolean;
  readonly hasLookup: boolean;
  focusSeed(): void;
  showView(view: IdeaView): void;
  loadMore(): void;
  retry(): void;
  clear(): void;
}

export function ideasCommands(actions: IdeasActions): Command[] {
  const view = (target: IdeaView) => ({
    when: () => actions.viewsApply,
    checked: () => actions.view === target,
    run: () => actions.showView(target),
  });
  return bindCommands(IDEAS_COMMANDS, {
    'ideas.focus-seed': { run: actions.focusSeed },
    'ideas.view-matching': view('matching'),
    'ideas.view-related': view('related'),
    'ideas.view-questions': view('questions'),
    'ideas.load-more': { when: () => actions.canLoadMore, run: actions.loadMore },
    'ideas.retry': { when: () => actions.canRetry, run: actions.retry },
    'ideas.clear': { when: () => actions.hasLookup, run: actions.clear },
  });
}
