import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'Internal Searches';
// Each screen also stands under /quickseo: the commands take the route of the screen that mounts them.
const scope = 'screen';
const PERIOD_PICK = { placeholder: 'Pick a period…', heading: 'Periods' } as const;

/** /internal-searches/setup: paste or upload the log, import it, manage the imports. */
export const SEARCH_SETUP_COMMANDS = [
  { id: 'internal-searches.setup.paste', title: 'Focus the CSV box', keywords: ['paste', 'csv', 'log', 'input'], section, scope },
  { id: 'internal-searches.setup.upload', title: 'Upload a site search CSV', keywords: ['file', 'csv', 'open', 'analytics', 'matomo'], section, scope },
  { id: 'internal-searches.setup.import', title: 'Import the search log', keywords: ['import', 'save', 'upload', 'start'], section, scope },
  { id: 'internal-searches.setup.delete', title: 'Delete an import…', keywords: ['delete', 'remove', 'import', 'log'], section, scope, pick: { placeholder: 'Pick an import…', heading: 'Imports' } },
  { id: 'internal-searches.setup.undo', title: 'Undo delete import', keywords: ['undo', 'restore', 'back'], section, scope },
  { id: 'internal-searches.setup.overview', title: 'Show the internal searches overview', keywords: ['overview', 'chart', 'terms'], section, scope },
] as const satisfies readonly CommandDescriptor[];

/** /internal-searches: the overview. */
export const SEARCH_OVERVIEW_COMMANDS = [
  { id: 'internal-searches.overview.period', title: 'Choose the period…', keywords: ['period', 'days', 'range', 'time'], section, scope, pick: PERIOD_PICK },
  { id: 'internal-searches.overview.project', title: 'Open all search terms in the workbench', keywords: ['terms', 'table', 'gaps', 'workbench', 'project'], section, scope },
  { id: 'internal-searches.overview.import', title: 'Import a site search log', keywords: ['import', 'csv', 'upload', 'setup'], section, scope },
] as const satisfies readonly CommandDescriptor[];

/** /internal-searches/project: all terms in the workbench. */
export const SEARCH_PROJECT_COMMANDS = [
  { id: 'internal-searches.project.period', title: 'Choose the period…', keywords: ['period', 'days', 'range', 'time'], section, scope, pick: PERIOD_PICK },
  { id: 'internal-searches.project.gaps', title: 'Show only content gaps', keywords: ['gap', 'content', 'filter', 'missing', 'ranking'], section, scope },
  { id: 'internal-searches.project.overview', title: 'Back to the internal searches overview', keywords: ['overview', 'chart', 'back'], section, scope },
  { id: 'internal-searches.project.import', title: 'Import a site search log', keywords: ['import', 'csv', 'upload', 'setup'], section, scope },
] as const satisfies readonly CommandDescriptor[];

export interface SetupActions {
  readonly route: string;
  readonly canImport: boolean;
  readonly imports: readonly PickOption[];
  readonly canUndo: boolean;
  focusCsv(): void;
  upload(): void;
  importLog(): void;
  remove(id: number): void;
  undo(): void;
  overview(): void;
}

export function setupCommands(actions: SetupActions): Command[] {
  return bindCommands(
    SEARCH_SETUP_COMMANDS,
    {
      'internal-searches.setup.paste': { run: actions.focusCsv },
      'internal-searches.setup.upload': { run: actions.upload },
      'internal-searches.setup.import': { when: () => actions.canImport, run: actions.importLog },
      'internal-searches.setup.delete': pickFrom(() => actions.imports, (id) => actions.remove(Number(id))),
      'internal-searches.setup.undo': { when: () => actions.canUndo, run: actions.undo },
      'internal-searches.setup.overview': { run: actions.overview },
    },
    { route: actions.route },
  );
}

export interface OverviewActions {
  readonly route: string;
  readonly periods: readonly PickOption[];
  choosePeriod(days: number): void;
  project(): void;
  setup(): void;
}

export function overviewCommands(actions: OverviewActions): Command[] {
  return bindCommands(
    SEARCH_OVERVIEW_COMMANDS,
    {
      'internal-searches.overview.period': pickFrom(() => actions.periods, (id) => actions.choosePeriod(Number(id))),
      'internal-searches.overview.project': { run: actions.project },
      'internal-searches.overview.import': { run: actions.setup },
    },
    { route: actions.route },
  );
}

export interface ProjectActions {
  readonly route: string;
  readonly periods: readonly PickOption[];
  readonly gapsOnly: boolean;
  choosePeriod(days: number): void;
  toggleGaps(): void;
  overview(): void;
  setup(): void;
}

export function projectCommands(actions: ProjectActions): Command[] {
  return bindCommands(
    SEARCH_PROJECT_COMMANDS,
    {
      'internal-searches.project.period': pickFrom(() => actions.periods, (id) => actions.choosePeriod(Number(id))),
      'internal-searches.project.gaps': { run: actions.toggleGaps, checked: () => actions.gapsOnly },
      'internal-searches.project.overview': { run: actions.overview },
      'internal-searches.project.import': { run: actions.setup },
    },
    { route: actions.route },
  );
}
