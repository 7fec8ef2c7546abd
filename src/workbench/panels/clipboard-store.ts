/**
 * The keyword clipboard's state: one list per company, kept in localStorage under
 * `keyword-clipboard:{companyId}` so it survives a reload and follows the user across screens and tabs.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { z } from 'zod';
import { appStore, startupAtom } from '../../session/app-store.ts';
import { addToClipboard, CLIPBOARD_MAX, removeFromClipboard, type ClipboardChange } from './clipboard.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const clipboardStorageKey = (companyId: number) => `keyword-clipboard:${companyId}`;

/** The company whose clipboard a storage key holds; null for any other key. */
export function clipboardCompanyOf(key: string): number | null {
  const match = /^keyword-clipboard:(\d+)$/u.exec(key);
  return match ? Number(match[1]) : null;
}

const storedClipboardSchema = z.array(z.string().max(1000)).max(CLIPBOARD_MAX);

const browserStorage = (): KeyValueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The stored list; anything unreadable or of the wrong shape (an old version, a hand edit) is an empty clipboard. */
export function readClipboard(storage: KeyValueStorage | undefined, companyId: number): string[] {
  try {
    const raw = storage?.getItem(clipboardStorageKey(companyId));
    if (raw === null || raw === undefined) return [];
    const parsed = storedClipboardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeClipboard(storage: KeyValueStorage | undefined, companyId: number, keywords: readonly string[]): void {
  try {
    if (keywords.length === 0) storage?.removeItem(clipboardStorageKey(companyId));
    else storage?.setItem(clipboardStorageKey(companyId), JSON.stringify(keywords));
  } catch {
    // A full or blocked storage keeps the clipboard for this visit only; it never stops the copy.
  }
}

const EMPTY: readonly string[] = [];
/** Lists changed in this visit, by company; a company not in it is read from storage. */
const changedAtom = atom<ReadonlyMap<number, readonly string[]>>(new Map());

/**
 * Another tab changed a clipboard: this tab reads it again, so keywords kept in one tab show in all.
 * (The browser sends 'storage' only to the other tabs; a cleared storage comes with no key.)
 */
changedAtom.onMount = (set) => {
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) {
      set(new Map());
      return;
    }
    const companyId = clipboardCompanyOf(event.key);
    if (companyId !== null) set((current) => new Map(current).set(companyId, readClipboard(browserStorage(), companyId)));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/**
 * The clipboard of the signed-in company (empty, and not writable, before start-up data is there).
 * Write with an update function: `set(clipboardAtom, (list) => removeFromClipboard(list, ['glühwein']))`.
 */
export const clipboardAtom = atom(
  (get): readonly string[] => {
    const companyId = get(startupAtom)?.company.id;
    if (companyId === undefined) return EMPTY;
    return get(changedAtom).get(companyId) ?? readClipboard(browserStorage(), companyId);
  },
  (get, set, update: (list: readonly string[]) => readonly string[]) => {
    const companyId = get(startupAtom)?.company.id;
    if (companyId === undefined) return;
    const next = update(get(clipboardAtom));
    writeClipboard(browserStorage(), companyId, next);
    set(changedAtom, new Map(get(changedAtom)).set(companyId, next));
  },
);

/** Copy to clipboard: adds the keywords and answers what happened (for the status message). */
export const copyToClipboardAtom = atom(null, (get, set, keywords: readonly string[]): Omit<ClipboardChange, 'keywords'> => {
  const change = addToClipboard(get(clipboardAtom), keywords);
  set(clipboardAtom, () => change.keywords);
  return { added: change.added, present: change.present, refused: change.refused };
});

export const removeFromClipboardAtom = atom(null, (get, set, keywords: readonly string[]) => {
  set(clipboardAtom, (list) => removeFromClipboard(list, keywords));
});

const inAppStore = { store: appStore };
/** The clipboard's keywords in the app's store (there is no jotai Provider: guards read the same store). */
export const useClipboard = () => useAtomValue(clipboardAtom, inAppStore);
export const useSetClipboard = () => useSetAtom(clipboardAtom, inAppStore);
export const useCopyToClipboard = () => useSetAtom(copyToClipboardAtom, inAppStore);
