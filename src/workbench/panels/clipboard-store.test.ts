import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startupAtom } from '../../session/app-store.ts';
import { DEMO_STARTUP } from '../../../tests/support/access-fixtures.ts';
import { clipboardAtom, clipboardCompanyOf, clipboardStorageKey, copyToClipboardAtom, readClipboard, removeFromClipboardAtom, writeClipboard } from './clipboard-store.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('clipboard storage', () => {
  it('writes and reads the list under the company key, and removes the key when empty', () => {
    const storage = memoryStorage();
    writeClipboard(storage, 7, ['glühwein', 'punsch']);
    expect(storage.items.get('keyword-clipboard:7')).toBe('["glühwein","punsch"]');
    expect(readClipboard(storage, 7)).toEqual(['glühwein', 'punsch']);
    expect(readClipboard(storage, 8)).toEqual([]);
    writeClipboard(storage, 7, []);
    expect(storage.items.has('keyword-clipboard:7')).toBe(false);
  });
  it('reads anything broken as an empty clipboard', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '{"a":1}', '[1,2]', JSON.stringify(Array.from({ length: 10_001 }, () => 'x'))]) {
      storage.items.set(clipboardStorageKey(1), raw);
      expect(readClipboard(storage, 1)).toEqual([]);
    }
    expect(readClipboard(undefined, 1)).toEqual([]);
  });
  it('a storage that throws costs nothing but the persistence', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(readClipboard(broken, 1)).toEqual([]);
    expect(() => writeClipboard(broken, 1, ['a'])).not.toThrow();
  });
});

describe('clipboardAtom', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is empty and ignores writes before the start-up data is there', () => {
    const store = createStore();
    store.set(copyToClipboardAtom, ['a']);
    expect(store.get(clipboardAtom)).toEqual([]);
    expect(storage.items.size).toBe(0);
  });
  it('keeps one list per company, persisted, and reads the stored one on start', () => {
    const power = DEMO_STARTUP.power;
    const orange = DEMO_STARTUP.orange;
    storage.items.set(clipboardStorageKey(orange.company.id), '["stored"]');
    const store = createStore();
    store.set(startupAtom, power);
    expect(store.set(copyToClipboardAtom, ['glühwein', 'Punsch', 'punsch'])).toEqual({ added: 2, present: 1, refused: 0 });
    expect(store.get(clipboardAtom)).toEqual(['glühwein', 'Punsch']);
    expect(storage.items.get(clipboardStorageKey(power.company.id))).toBe('["glühwein","Punsch"]');
    store.set(startupAtom, orange);
    expect(store.get(clipboardAtom)).toEqual(['stored']);
    store.set(startupAtom, power);
    store.set(removeFromClipboardAtom, ['GLÜHWEIN']);
    expect(store.get(clipboardAtom)).toEqual(['Punsch']);
    expect(readClipboard(storage, power.company.id)).toEqual(['Punsch']);
  });

  it('follows a change another tab made, while the clipboard is watched', () => {
    const windowEvents = new EventTarget();
    vi.stubGlobal('window', windowEvents);
    const power = DEMO_STARTUP.power;
    const key = clipboardStorageKey(power.company.id);
    const store = createStore();
    store.set(startupAtom, power);
    const seen: (readonly string[])[] = [];
    const unsubscribe = store.sub(clipboardAtom, () => seen.push(store.get(clipboardAtom)));
    store.set(copyToClipboardAtom, ['glühwein']);
    const otherTab = (eventKey: string | null, stored?: string) => {
      if (eventKey !== null && stored !== undefined) storage.items.set(eventKey, stored);
      if (eventKey === null) storage.items.clear();
      windowEvents.dispatchEvent(Object.assign(new Event('storage'), { key: eventKey }));
    };
    otherTab(key, '["glühwein","punsch"]');
    expect(store.get(clipboardAtom)).toEqual(['glühwein', 'punsch']);
    otherTab('something-else', '["x"]');
    otherTab(clipboardStorageKey(DEMO_STARTUP.orange.company.id), '["orange"]');
    expect(store.get(clipboardAtom)).toEqual(['glühwein', 'punsch']);
    otherTab(null);
    expect(store.get(clipboardAtom)).toEqual([]);
    expect(seen).toEqual([['glühwein'], ['glühwein', 'punsch'], []]);
    unsubscribe();
  });
});

describe('clipboardCompanyOf', () => {
  it('reads the company of a clipboard key and nothing else', () => {
    expect(clipboardCompanyOf(clipboardStorageKey(42))).toBe(42);
    expect(clipboardCompanyOf('keyword-clipboard:')).toBeNull();
    expect(clipboardCompanyOf('keyword-clipboard:4x')).toBeNull();
    expect(clipboardCompanyOf('settings')).toBeNull();
  });
});
