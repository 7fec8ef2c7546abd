import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'AI Chat';
const CHAT = { route: '/seo-ai' } as const;
const PICK = { placeholder: 'Pick a conversation…', heading: 'Conversations' } as const;

/** The /seo-ai screen's commands: every button of the chat, reachable from the palette too. */
export const AI_CHAT_COMMANDS = [
  { id: 'ai-chat.new', title: 'New conversation', keywords: ['new', 'chat', 'start', 'conversation', 'clear'], section, scope: CHAT },
  { id: 'ai-chat.focus', title: 'Write a question', keywords: ['ask', 'question', 'composer', 'type', 'message'], section, scope: CHAT },
  { id: 'ai-chat.stop', title: 'Stop the answer', keywords: ['stop', 'cancel', 'abort', 'halt'], section, scope: CHAT },
  { id: 'ai-chat.copy', title: 'Copy the last answer', keywords: ['copy', 'answer', 'text', 'markdown'], section, scope: CHAT },
  { id: 'ai-chat.clipboard', title: 'Send the answer\'s keywords to the keyword clipboard', keywords: ['clipboard', 'keywords', 'keep', 'collect'], section, scope: CHAT },
  { id: 'ai-chat.open', title: 'Open a conversation…', keywords: ['open', 'history', 'conversation', 'reopen'], section, scope: CHAT, pick: PICK },
  { id: 'ai-chat.rename', title: 'Rename this conversation', keywords: ['rename', 'title', 'name'], section, scope: CHAT },
  { id: 'ai-chat.delete', title: 'Delete this conversation', keywords: ['delete', 'remove', 'trash'], section, scope: CHAT },
  { id: 'ai-chat.undo', title: 'Undo delete', keywords: ['undo', 'restore', 'back'], section, scope: CHAT },
] as const satisfies readonly CommandDescriptor[];

export interface ChatActions {
  readonly conversations: readonly PickOption[];
  readonly answering: boolean;
  readonly hasAnswer: boolean;
  readonly hasKeywords: boolean;
  readonly current: boolean;
  readonly canUndo: boolean;
  startNew(): void;
  focus(): void;
  stop(): void;
  copy(): void;
  toClipboard(): void;
  open(id: string): void;
  rename(): void;
  remove(): void;
  undo(): void;
}

export function aiChatCommands(actions: ChatActions): Command[] {
  return bindCommands(AI_CHAT_COMMANDS, {
    'ai-chat.new': { run: actions.startNew },
    'ai-chat.focus': { run: actions.focus },
    'ai-chat.stop': { when: () => actions.answering, run: actions.stop },
    'ai-chat.copy': { when: () => actions.hasAnswer, run: actions.copy },
    'ai-chat.clipboard': { when: () => actions.hasKeywords, run: actions.toClipboard },
    'ai-chat.open': pickFrom(() => actions.conversations, actions.open),
    'ai-chat.rename': { when: () => actions.current, run: actions.rename },
    'ai-chat.delete': { when: () => actions.current && !actions.answering, run: actions.remove },
    'ai-chat.undo': { when: () => actions.canUndo, run: actions.undo },
  });
}
