import { bindCommands, pickFrom } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../../commands/command-types.ts';

const section = 'Competitors';

/** The competitors screen's commands; scoped to the screen's path (a project's, with or without a share id). */
export const CONTENT_COMPETITOR_COMMANDS = [
  {
    id: 'content.competitors.toggle', title: 'Select or deselect a competitor…', keywords: ['select', 'deselect', 'include', 'exclude', 'competitor', 'analysis', 'toggle'], section, scope: 'screen',
    pick: { placeholder: 'Pick a competitor…', heading: 'Competitors (selected ones are in the analysis)' },
  },
  {
    id: 'content.competitors.details', title: 'Show the headings of a competitor…', keywords: ['headings', 'details', 'h1', 'h2', 'outline', 'page'], section, scope: 'screen',
    pick: { placeholder: 'Pick a competitor…', heading: 'Competitors' },
  },
  { id: 'content.competitors.refresh', title: 'Fetch the competitors again', keywords: ['refresh', 'refetch', 're-fetch', 'update', 'reload', 'serp', 'pages'], section, scope: 'screen' },
] as const satisfies readonly CommandDescriptor[];

export interface CompetitorActions {
  /** Behind a share link nothing changes: only the headings stay offered. */
  readonly readOnly: boolean;
  readonly fetching: boolean;
  /** Every competitor, titled with its state: "3. example.de (selected)". */
  readonly toggleOptions: readonly PickOption[];
  readonly pages: readonly PickOption[];
  toggle(id: number): void;
  details(id: number): void;
  refresh(): void;
}

export function competitorCommands(route: string, actions: CompetitorActions): Command[] {
  return bindCommands(
    CONTENT_COMPETITOR_COMMANDS,
    {
      'content.competitors.toggle': pickFrom(() => actions.toggleOptions, (id) => actions.toggle(Number(id)), () => !actions.readOnly),
      'content.competitors.details': pickFrom(() => actions.pages, (id) => actions.details(Number(id))),
      'content.competitors.refresh': { when: () => !actions.readOnly && !actions.fetching, run: actions.refresh },
    },
    { route },
  );
}
