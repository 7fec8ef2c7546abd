import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';

const scope = { route: '/knowledge' } as const;
const section = 'Knowledge base';

/** The knowledge base's own commands; the articles themselves are the global "Help: …" commands (help-commands.ts). */
export const KNOWLEDGE_COMMANDS = [
  { id: 'knowledge.focus-search', title: 'Search the knowledge base', keywords: ['find', 'search', 'articles', 'help'], shortcut: '/', section, scope },
  { id: 'knowledge.clear-search', title: 'Clear the knowledge-base search', keywords: ['reset', 'clear', 'all articles'], section, scope },
] as const satisfies readonly CommandDescriptor[];

export interface KnowledgeActions {
  readonly searching: boolean;
  focusSearch(): void;
  clearSearch(): void;
}

export function knowledgeCommands(actions: KnowledgeActions): Command[] {
  return bindCommands(KNOWLEDGE_COMMANDS, {
    'knowledge.focus-search': { run: actions.focusSearch },
    'knowledge.clear-search': { when: () => actions.searching, run: actions.clearSearch },
  });
}
