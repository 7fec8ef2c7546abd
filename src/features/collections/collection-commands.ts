import { commandId, type Command, type MenuPlacement, type PickOption } from '../../commands/command-types.ts';

const section = 'Collections';
const always = () => true;

/** Row actions also sit in the keyword table's context menu, a view of these same commands. */
const ROW_MENU: readonly MenuPlacement[] = [{ menu: 'context', target: 'keyword-rows' }];

function command(id: string, title: string, keywords: string[], route: string, when: () => boolean, run: () => void, placements?: readonly MenuPlacement[]): Command {
  return { id: commandId(`collections.${id}`), title, keywords, section, scope: { route }, when, run, ...(placements ? { placements } : {}) };
}

function pickCommand(id: string, title: string, keywords: string[], options: () => readonly PickOption[], run: (optionId: string) => void): Command {
  return {
    id: commandId(`collections.${id}`),
    title,
    keywords,
    section,
    scope: { route: '/collections' },
    when: () => options().length > 0,
    run: () => undefined,
    pick: { placeholder: 'Pick a collection…', options, run: (_ctx, optionId) => run(optionId) },
  };
}

/** What the /collections screen can do now; the commands only read it, so palette and buttons agree. */
export interface CollectionListActions {
  readonly options: readonly PickOption[];
  readonly shared: readonly PickOption[];
  readonly canUndo: boolean;
  create(): void;
  rename(id: number): void;
  remove(id: number): void;
  share(id: number): void;
  unshare(id: number): void;
  undo(): void;
}

export function collectionListCommands(actions: CollectionListActions): Command[] {
  return [
    command('create', 'New collection', ['create', 'add', 'new', 'save'], '/collections', always, actions.create),
    pickCommand('rename', 'Rename a collection…', ['rename', 'name', 'edit'], () => actions.options, (id) => actions.rename(Number(id))),
    pickCommand('delete', 'Delete a collection…', ['delete', 'remove', 'trash'], () => actions.options, (id) => actions.remove(Number(id))),
    pickCommand('share', 'Share a collection (copy link)…', ['share', 'link', 'copy', 'public'], () => actions.options, (id) => actions.share(Number(id))),
    pickCommand('unshare', 'Stop sharing a collection…', ['unshare', 'private', 'revoke', 'link'], () => actions.shared, (id) => actions.unshare(Number(id))),
    command('undo', 'Undo delete', ['undo', 'restore', 'back'], '/collections', () => actions.canUndo, actions.undo),
  ];
}

/** What /research/{researchname} can do now. */
export interface ResearchActions {
  readonly canUndo: boolean;
  readonly shared: boolean;
  addKeywords(): void;
  undo(): void;
  share(): void;
  unshare(): void;
  backToList(): void;
}

export function researchCommands(actions: ResearchActions): Command[] {
  const route = '/research';
  return [
    command('research.add', 'Add keywords to this collection', ['add', 'keywords', 'paste', 'more'], route, always, actions.addKeywords, ROW_MENU),
    command('research.undo', 'Undo remove', ['undo', 'restore', 'back'], route, () => actions.canUndo, actions.undo),
    command('research.share', 'Share this collection (copy link)', ['share', 'link', 'copy', 'public'], route, always, actions.share),
    command('research.unshare', 'Stop sharing this collection', ['unshare', 'private', 'revoke'], route, () => actions.shared, actions.unshare),
    command('research.back', 'Back to all collections', ['list', 'collections', 'back'], route, always, actions.backToList),
  ];
}

/** "Go to collection…": a nested palette page listing the company's collections (like "Switch company"). */
export function goToCollectionCommand(options: () => readonly PickOption[], open: (name: string) => void): Command {
  return {
    id: commandId('collections.go-to'),
    title: 'Go to collection…',
    keywords: ['collection', 'research', 'open', 'list', 'saved'],
    section: 'Go to',
    scope: 'global',
    when: always,
    run: () => undefined,
    pick: { placeholder: 'Pick a collection…', options, run: (_ctx, optionId) => open(optionId) },
  };
}

/** The research screen of a collection; names are unique per company, so the name is the address. */
export function researchPath(name: string): string {
  return `/research/${encodeURIComponent(name)}`;
}
