import { commandId, type Command } from '../../commands/command-types.ts';

/** What the screen can do right now and how; the commands only read it, so palette and buttons agree. */
export interface SearchVolumeActions {
  readonly canStart: boolean;
  readonly canResume: boolean;
  readonly canSave: boolean;
  readonly canShare: boolean;
  readonly hasJob: boolean;
  focusKeywords(): void;
  uploadFile(): void;
  start(): void;
  resume(): void;
  save(): void;
  share(): void;
  newLookup(): void;
}

const scope = { route: '/searchvolume' } as const;
const section = 'Google Search Volume';

/** Every action of the screen as a command of its route scope (palette, shortcut sheet). */
export function searchVolumeCommands(actions: SearchVolumeActions): Command[] {
  const command = (id: string, title: string, keywords: string[], when: () => boolean, run: () => void): Command => ({
    id: commandId(`searchvolume.${id}`),
    title,
    keywords,
    section,
    scope,
    when,
    run,
  });
  return [
    command('focus-keywords', 'Focus the keyword box', ['paste', 'keywords', 'input', 'textarea'], () => true, actions.focusKeywords),
    command('upload-file', 'Upload a keyword file (CSV or text)', ['import', 'csv', 'file', 'open'], () => true, actions.uploadFile),
    command('start', 'Start search volume lookup', ['run', 'lookup', 'volume', 'go'], () => actions.canStart, actions.start),
    command('resume', 'Resume the lookup', ['continue', 'retry', 'interrupted', 'failed'], () => actions.canResume, actions.resume),
    command('save-collection', 'Save result as collection', ['collection', 'save', 'store'], () => actions.canSave, actions.save),
    command('share', 'Share the saved collection', ['link', 'share', 'copy'], () => actions.canShare, actions.share),
    command('new-lookup', 'New search volume lookup', ['reset', 'again', 'clear'], () => actions.hasJob, actions.newLookup),
  ];
}
