import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startupAtom } from '../../app/app-store.ts';
import { DEMO_STARTUP } from '../../domain/access-fixtures.ts';
import { clipboardAtom, clipboardStorageKey, copyToClipboardAtom, readClipboard, removeFromClipboardAtom, writeClipboard } from './clipboard-store.ts';

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
});
