import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';

const section = 'Collections';
const LIST = { route: '/collections' } as const;
const RESEARCH = { route: '/research' } as const;
const PICK = { placeholder: 'Pick a collection…', heading: 'Collections' } as const;

/** The /collections screen's commands. */
export const COLLECTION_LIST_COMMANDS = [
  { id: 'collections.create', title: 'New collection', keywords: ['create', 'add', 'new', 'save'], section, scope: LIST },
  { id: 'collections.rename', title: 'Rename a collection…', keywords: ['rename', 'name', 'edit'], section, scope: LIST, pick: PICK },
  { id: 'collections.delete', title: 'Delete a collection…', keywords: ['delete', 'remove', 'trash'], section, scope: LIST, pick: PICK },
  { id: 'collections.share', title: 'Share a collection (copy link)…', keywords: ['share', 'link', 'copy', 'public'], section, scope: LIST, pick: PICK },
  { id: 'collections.unshare', title: 'Stop sharing a collection…', keywords: ['unshare', 'private', 'revoke', 'link'], section, scope: LIST, pick: PICK },
  { id: 'collections.undo', title: 'Undo delete', keywords: ['undo', 'restore', 'back'], section, scope: LIST },
] as const satisfies readonly CommandDescriptor[];

/**
 * The commands of /research/{researchname}. Adding keywords also sits in the keyword table's
 * context menu, a view of this same command; the table's own commands come from the workbench.
 */
export const RESEARCH_COMMANDS = [
  {
    id: 'collections.research.add', title: 'Add keywords to this collection', keywords: ['add', 'keywords', 'paste', 'more'], section, scope: RESEARCH,
    placements: [{ menu: 'context', target: 'keyword-rows' }],
  },
  { id: 'collections.research.undo', title: 'Undo remove', keywords: ['undo', 'restore', 'back'], section, scope: RESEARCH },
  { id: 'collections.research.share', title: 'Share this collection (copy link)', keywords: ['share', 'link', 'copy', 'public'], section, scope: RESEARCH },
  { id: 'collections.research.unshare', title: 'Stop sharing this collection', keywords: ['unshare', 'private', 'revoke'], section, scope: RESEARCH },
  {
    id: 'collections.research.share-customs', title: 'Show the custom columns in the shared link', keywords: ['share', 'custom', 'columns', 'notes', 'link', 'internal'], section,
    scope: RESEARCH,
  },
  { id: 'collections.research.back', title: 'Back to all collections', keywords: ['list', 'collections', 'back'], section, scope: RESEARCH },
] as const satisfies readonly CommandDescriptor[];

/** "Go to collection…" on every screen: a nested palette page of the company's collections (like "Switch company"). */
export const GO_TO_COLLECTION_COMMANDS = [
  {
    id: 'collections.go-to', title: 'Go to collection…', keywords: ['collection', 'research', 'open', 'list', 'saved'], section: 'Go to', scope: 'global',
    pick: { ...PICK, offeredEmpty: true },
  },
] as const satisfies readonly CommandDescriptor[];

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
  return bindCommands(COLLECTION_LIST_COMMANDS, {
    'collections.create': { run: actions.create },
    'collections.rename': pickFrom(() => actions.options, (id) => actions.rename(Number(id))),
    'collections.delete': pickFrom(() => actions.options, (id) => actions.remove(Number(id))),
    'collections.share': pickFrom(() => actions.options, (id) => actions.share(Number(id))),
    'collections.unshare': pickFrom(() => actions.shared, (id) => actions.unshare(Number(id))),
    'collections.undo': { when: () => actions.canUndo, run: actions.undo },
  });
}

/** What /research/{researchname} can do now. */
export interface ResearchActions {
  readonly canUndo: boolean;
  readonly shared: boolean;
  /** The shared link shows the custom columns' values (often internal notes). */
  readonly sharesCustoms: boolean;
  addKeywords(): void;
  undo(): void;
  share(): void;
  unshare(): void;
  toggleSharedCustoms(): void;
  backToList(): void;
}

export function researchCommands(actions: ResearchActions): Command[] {
  return bindCommands(RESEARCH_COMMANDS, {
    'collections.research.add': { run: actions.addKeywords },
    'collections.research.undo': { when: () => actions.canUndo, run: actions.undo },
    'collections.research.share': { run: actions.share },
    'collections.research.unshare': { when: () => actions.shared, run: actions.unshare },
    'collections.research.share-customs': { when: () => actions.shared, run: actions.toggleSharedCustoms, checked: () => actions.sharesCustoms },
    'collections.research.back': { run: actions.backToList },
  });
}

export function goToCollectionCommands(options: () => readonly PickOption[], open: (name: string) => void): Command[] {
  return bindCommands(GO_TO_COLLECTION_COMMANDS, { 'collections.go-to': pickFrom(options, open) });
}

