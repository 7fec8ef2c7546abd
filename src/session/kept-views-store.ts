import { atom } from 'jotai';
import { emptyKeptViews, keptState, updateKeptView, visitView, type KeptViews } from '../domain/kept-views.ts';
import { appStore, sessionAtom } from './app-store.ts';

/**
 * The kept views of this tab (SPEC §9, docs/decisions/0043-kept-views.md): per screen, what a person
 * left on it. Only small serialisable facts are kept, never a mounted screen: the screen's search
 * params (the keyword table's filters, sort, grouping and columns live there), the scroll offsets of
 * its marked scrollers and the unsaved values its inputs registered with `useKeptState`.
 */
export type ScreenSearch = Readonly<Record<string, unknown>>;
export interface ScrollSpot {
  readonly top: number;
  readonly left: number;
}
export interface ScreenState {
  readonly search: ScreenSearch;
  /** By the scroller's `data-kept-scroll` name. */
  readonly scroll: Readonly<Record<string, ScrollSpot>>;
  /** By the name a `useKeptState` call gave. */
  readonly values: Readonly<Record<string, unknown>>;
}

const FRESH: ScreenState = { search: {}, scroll: {}, values: {} };

interface Kept {
  /** Whose views these are ("user:company"): another login or company starts with none. */
  readonly owner: string;
  readonly views: KeptViews<ScreenState>;
  /** The screen on display; a screen's own state changes are saved here, not counted as visits. */
  readonly current: string | null;
}

export const keptViewsAtom = atom<Kept>({ owner: '', views: emptyKeptViews<ScreenState>(), current: null });

function ownerNow(): string {
  const session = appStore.get(sessionAtom);
  return session ? `${session.id}:${session.company_id}` : '';
}

/** The kept views of whoever is logged in now; a change of user or company forgets the others'. */
function kept(): Kept {
  const state = appStore.get(keptViewsAtom);
  const owner = ownerNow();
  return state.owner === owner ? state : { owner, views: emptyKeptViews<ScreenState>(), current: null };
}

const isEmpty = (search: ScreenSearch) => Object.keys(search).length === 0;

/**
 * Coming to another screen without search params of its own (a menu link, the palette, Home's
 * cards): the search params it was left with, when it is still kept and had any. A link that names
 * a view, and every change on the screen itself, keep what they say.
 */
export function searchToRestore(key: string, search: ScreenSearch): ScreenSearch | null {
  const state = kept();
  if (state.current === key || !isEmpty(search)) return null;
  const saved = keptState(state.views, key)?.search;
  return saved && !isEmpty(saved) ? saved : null;
}

/** A navigation has landed on `key` with `search`: a visit when the screen changed, else a change of its view. */
export function enterScreen(key: string, search: ScreenSearch): void {
  const state = kept();
  const views = state.current === key ? state.views : visitView(state.views, key, FRESH);
  appStore.set(keptViewsAtom, { ...state, views: updateKeptView(views, key, (screen) => ({ ...screen, search })), current: key });
}

export function currentScreen(): string | null {
  return kept().current;
}

function change(key: string, update: (screen: ScreenState) => ScreenState): void {
  const state = kept();
  appStore.set(keptViewsAtom, { ...state, views: updateKeptView(state.views, key, update) });
}

export function saveScroll(key: string, spots: Readonly<Record<string, ScrollSpot>>): void {
  change(key, (screen) => ({ ...screen, scroll: spots }));
}

export function keptScroll(key: string): Readonly<Record<string, ScrollSpot>> {
  return keptState(kept().views, key)?.scroll ?? {};
}

export function saveValue(key: string, name: string, value: unknown): void {
  change(key, (screen) => ({ ...screen, values: { ...screen.values, [name]: value } }));
}

export function keptValue(key: string, name: string): unknown {
  return keptState(kept().views, key)?.values[name];
}
