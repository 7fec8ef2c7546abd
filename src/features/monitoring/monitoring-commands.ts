import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'Monitoring';
const PICK = { placeholder: 'Pick a project…', heading: 'Monitoring projects' } as const;
const KEYWORD_PICK = { placeholder: 'Pick a keyword…', heading: 'Keywords of this project' } as const;

/**
 * The screens sit under /monitoring and /quickseo/monitoring (SPEC §2), so every list is scoped to the
 * screen that binds it: the page passes the route it was opened under.
 */
export const MONITORING_LIST_COMMANDS = [
  { id: 'monitoring.create', title: 'New monitoring project', keywords: ['create', 'add', 'new', 'project', 'setup', 'track'], section, scope: 'screen' },
  { id: 'monitoring.open', title: 'Open a monitoring project…', keywords: ['open', 'project', 'rankings', 'show'], section, scope: 'screen', pick: PICK },
  { id: 'monitoring.edit', title: 'Edit a monitoring project…', keywords: ['edit', 'change', 'settings', 'keywords', 'competitors'], section, scope: 'screen', pick: PICK },
  { id: 'monitoring.delete', title: 'Delete a monitoring project…', keywords: ['delete', 'remove', 'trash'], section, scope: 'screen', pick: PICK },
  { id: 'monitoring.undo', title: 'Undo delete project', keywords: ['undo', 'restore', 'back'], section, scope: 'screen' },
] as const satisfies readonly CommandDescriptor[];

export const MONITORING_SETUP_COMMANDS = [
  { id: 'monitoring.setup.save', title: 'Save the monitoring project', keywords: ['save', 'create', 'start', 'submit'], section, scope: 'screen' },
  { id: 'monitoring.setup.upload', title: 'Upload keywords from a CSV file', keywords: ['upload', 'csv', 'file', 'import', 'keywords'], section, scope: 'screen' },
  { id: 'monitoring.setup.cancel', title: 'Cancel and back to the projects', keywords: ['cancel', 'back', 'list', 'projects'], section, scope: 'screen' },
] as const satisfies readonly CommandDescriptor[];

export const MONITORING_PROJECT_COMMANDS = [
  { id: 'monitoring.project.update', title: 'Update the rankings now', keywords: ['update', 'refresh', 'check', 'now', 'rankings'], section, scope: 'screen' },
  { id: 'monitoring.project.retry', title: 'Retry the failed lookups', keywords: ['retry', 'failed', 'again', 'error'], section, scope: 'screen' },
  { id: 'monitoring.project.history', title: 'Show the position history of a keyword…', keywords: ['history', 'chart', 'position', 'keyword'], section, scope: 'screen', pick: KEYWORD_PICK },
  { id: 'monitoring.project.export-csv', title: 'Export the rankings with full history (CSV)', keywords: ['export', 'download', 'csv', 'history'], section, scope: 'screen' },
  { id: 'monitoring.project.export-xlsx', title: 'Export the rankings with full history (Excel)', keywords: ['export', 'download', 'xlsx', 'excel', 'history'], section, scope: 'screen' },
  { id: 'monitoring.project.share', title: 'Share the project report (copy link)', keywords: ['share', 'link', 'report', 'client', 'copy'], section, scope: 'screen' },
  { id: 'monitoring.project.unshare', title: 'Stop sharing the project report', keywords: ['unshare', 'revoke', 'private', 'link'], section, scope: 'screen' },
  { id: 'monitoring.project.undo-remove', title: 'Undo remove keywords (their history comes back)', keywords: ['undo', 'restore', 'back', 'keywords', 'removed'], section, scope: 'screen' },
  { id: 'monitoring.project.edit', title: 'Edit this monitoring project', keywords: ['edit', 'settings', 'keywords', 'competitors', 'tags'], section, scope: 'screen' },
  { id: 'monitoring.project.back', title: 'Back to all monitoring projects', keywords: ['back', 'list', 'projects'], section, scope: 'screen' },
] as const satisfies readonly CommandDescriptor[];

export interface MonitoringListActions {
  readonly options: readonly PickOption[];
  readonly canUndo: boolean;
  create(): void;
  open(id: number): void;
  edit(id: number): void;
  remove(id: number): void;
  undo(): void;
}

export function monitoringListCommands(route: string, actions: MonitoringListActions): Command[] {
  return bindCommands(
    MONITORING_LIST_COMMANDS,
    {
      'monitoring.create': { run: actions.create },
      'monitoring.open': pickFrom(() => actions.options, (id) => actions.open(Number(id))),
      'monitoring.edit': pickFrom(() => actions.options, (id) => actions.edit(Number(id))),
      'monitoring.delete': pickFrom(() => actions.options, (id) => actions.remove(Number(id))),
      'monitoring.undo': { when: () => actions.canUndo, run: actions.undo },
    },
    { route },
  );
}

export interface MonitoringSetupActions {
  save(): void;
  upload(): void;
  cancel(): void;
}

export function monitoringSetupCommands(route: string, actions: MonitoringSetupActions): Command[] {
  return bindCommands(
    MONITORING_SETUP_COMMANDS,
    { 'monitoring.setup.save': { run: actions.save }, 'monitoring.setup.upload': { run: actions.upload }, 'monitoring.setup.cancel': { run: actions.cancel } },
    { route },
  );
}

export interface MonitoringProjectActions {
  readonly keywords: readonly PickOption[];
  readonly updating: boolean;
  readonly failed: number;
  readonly shared: boolean;
  readonly canUndoRemove: boolean;
  update(): void;
  retry(): void;
  history(keyword: string): void;
  exportCsv(): void;
  exportXlsx(): void;
  share(): void;
  unshare(): void;
  undoRemove(): void;
  edit(): void;
  back(): void;
}

export function monitoringProjectCommands(route: string, actions: MonitoringProjectActions): Command[] {
  return bindCommands(
    MONITORING_PROJECT_COMMANDS,
    {
      'monitoring.project.update': { when: () => !actions.updating, run: actions.update },
      'monitoring.project.retry': { when: () => !actions.updating && actions.failed > 0, run: actions.retry },
      'monitoring.project.history': pickFrom(() => actions.keywords, actions.history),
      'monitoring.project.export-csv': { run: actions.exportCsv },
      'monitoring.project.export-xlsx': { run: actions.exportXlsx },
      'monitoring.project.share': { run: actions.share },
      'monitoring.project.unshare': { when: () => actions.shared, run: actions.unshare },
      'monitoring.project.undo-remove': { when: () => actions.canUndoRemove, run: actions.undoRemove },
      'monitoring.project.edit': { run: actions.edit },
      'monitoring.project.back': { run: actions.back },
    },
    { route },
  );
}
