import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';

const scope = { route: '/searchvolume' } as const;
const section = 'Google Search Volume';

/** Every action of the screen as a command of its route scope (palette, shortcut sheet). */
export const SEARCH_VOLUME_COMMANDS = [
  { id: 'searchvolume.focus-keywords', title: 'Focus the keyword box', keywords: ['paste', 'keywords', 'input', 'textarea'], section, scope },
  { id: 'searchvolume.upload-file', title: 'Upload a keyword file (CSV, TSV, text or a tool export)', keywords: ['import', 'csv', 'file', 'open'], section, scope },
  { id: 'searchvolume.map-columns', title: 'Map the columns of the imported file', keywords: ['import', 'columns', 'header', 'semrush', 'ahrefs', 'keyword planner', 'search console'], section, scope },
  { id: 'searchvolume.start', title: 'Start search volume lookup', keywords: ['run', 'lookup', 'volume', 'go'], section, scope },
  { id: 'searchvolume.resume', title: 'Resume the lookup', keywords: ['continue', 'retry', 'interrupted', 'failed'], section, scope },
  { id: 'searchvolume.save-collection', title: 'Save result as collection', keywords: ['collection', 'save', 'store'], section, scope },
  { id: 'searchvolume.share', title: 'Share the saved collection', keywords: ['link', 'share', 'copy'], section, scope },
  { id: 'searchvolume.new-lookup', title: 'New search volume lookup', keywords: ['reset', 'again', 'clear'], section, scope },
] as const satisfies readonly CommandDescriptor[];

/** What the screen can do right now and how; the commands only read it, so palette and buttons agree. */
export interface SearchVolumeActions {
  readonly canStart: boolean;
  readonly canResume: boolean;
  readonly canSave: boolean;
  readonly canShare: boolean;
  readonly hasJob: boolean;
  /** A file with several columns was imported, so its columns can be mapped. */
  readonly canMapColumns: boolean;
  mapColumns(): void;
  focusKeywords(): void;
  uploadFile(): void;
  start(): void;
  resume(): void;
  save(): void;
  share(): void;
  newLookup(): void;
}

export function searchVolumeCommands(actions: SearchVolumeActions): Command[] {
  return bindCommands(SEARCH_VOLUME_COMMANDS, {
    'searchvolume.focus-keywords': { run: actions.focusKeywords },
    'searchvolume.upload-file': { run: actions.uploadFile },
    'searchvolume.map-columns': { when: () => actions.canMapColumns, run: actions.mapColumns },
    'searchvolume.start': { when: () => actions.canStart, run: actions.start },
    'searchvolume.resume': { when: () => actions.canResume, run: actions.resume },
    'searchvolume.save-collection': { when: () => actions.canSave, run: actions.save },
    'searchvolume.share': { when: () => actions.canShare, run: actions.share },
    'searchvolume.new-lookup': { when: () => actions.hasJob, run: actions.newLookup },
  });
}
