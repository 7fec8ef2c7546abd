import { COLLECTION_LIST_COMMANDS, GO_TO_COLLECTION_COMMANDS, RESEARCH_COMMANDS } from '../features/collections/collection-commands.ts';
import { IDEAS_COMMANDS } from '../features/research/ideas-commands.ts';
import { NOTIFICATION_COMMANDS } from '../features/notifications/notification-commands.ts';
import { IDEAS_TOUR_COMMANDS } from '../features/research/ideas-tour-commands.ts';
import { QUESTIONS_COMMANDS } from '../features/research/questions-commands.ts';
import { SUGGESTS_COMMANDS } from '../features/research/suggests-commands.ts';
import { SEARCH_VOLUME_COMMANDS } from '../features/searchvolume/search-volume-commands.ts';
import { WORKBENCH_COMMANDS } from '../workbench/view/workbench-commands.ts';
import { GO_TO_COMMANDS } from './go-to-commands.ts';
import { SHELL_COMMANDS } from './shell-commands.ts';

/**
 * Every command of the app, before any screen mounts: one entry per descriptor list (a list is what
 * one screen or shell part binds). The `CommandId` union is derived from it, so a list that is not
 * here cannot be bound; all-commands.test.ts checks the lists together and keeps docs/commands.md.
 * A suite adds its `*-commands.ts` list here.
 */
export const ALL_COMMANDS = {
  'go-to': GO_TO_COMMANDS,
  shell: SHELL_COMMANDS,
  notifications: NOTIFICATION_COMMANDS,
  'go-to-collection': GO_TO_COLLECTION_COMMANDS,
  collections: COLLECTION_LIST_COMMANDS,
  research: RESEARCH_COMMANDS,
  searchvolume: SEARCH_VOLUME_COMMANDS,
  suggests: SUGGESTS_COMMANDS,
  questions: QUESTIONS_COMMANDS,
  ideas: IDEAS_COMMANDS,
  workbench: WORKBENCH_COMMANDS,
  'ideas-tour': IDEAS_TOUR_COMMANDS,
} as const;

export type DescribedCommandId = (typeof ALL_COMMANDS)[keyof typeof ALL_COMMANDS][number]['id'];

declare module './command-types.ts' {
  interface CommandIdRegister {
    described: DescribedCommandId;
  }
}
