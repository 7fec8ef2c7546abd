import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import { adoptStagedImport, forgetLookupImports, lookupImportOf, stageLookupImport, type KeyValueStorage } from './lookup-imports.ts';

/** sessionStorage as a map; `full` refuses writes as a browser over its quota does. */
function memoryStorage(full = false): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const semrush: ImportedValues = { source: 'Semrush', entries: [{ keyword: 'glühwein kaufen', volume: { kind: 'value', value: 12000 }, cpc: { kind: 'value', value: 0.45 }, cpc_currency: 'USD' }] };

describe('the imported values kept with a search volume lookup', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    forgetLookupImports(storage);
  });

  it('go with the job the lookup started, and come back after a reload from the tab\'s storage', () => {
    stageLookupImport(1, semrush);
    adoptStagedImport(1, 'job-a', storage);
    expect(lookupImportOf(1, 'job-a', storage)).toEqual(semrush);
    // A reload: the page's memory is gone, the tab's storage is not.
    const stored = new Map(storage.items);
    forgetLookupImports(memoryStorage());
    const reloaded = memoryStorage();
    for (const [key, value] of stored) reloaded.setItem(key, value);
    expect(lookupImportOf(1, 'job-a', reloaded)).toEqual(semrush);
  });

  it('belong to that job of that company only', () => {
    stageLookupImport(1, semrush);
    adoptStagedImport(1, 'job-a', storage);
    expect(lookupImportOf(1, 'job-b', storage)).toBeNull();
    expect(lookupImportOf(2, 'job-a', storage)).toBeNull();
    // Staged by one company, a job of another takes nothing.
    stageLookupImport(1, semrush);
    adoptStagedImport(2, 'job-c', storage);
    expect(lookupImportOf(2, 'job-c', storage)).toBeNull();
  });

  it('are replaced by the next lookup, which has none when its keywords were typed', () => {
    stageLookupImport(1, semrush);
    adoptStagedImport(1, 'job-a', storage);
    stageLookupImport(1, null);
    adoptStagedImport(1, 'job-b', storage);
    expect(lookupImportOf(1, 'job-b', storage)).toBeNull();
    expect(lookupImportOf(1, 'job-a', storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('stay in the page when the storage refuses them, and an unreadable stored value is none', () => {
    stageLookupImport(1, semrush);
    adoptStagedImport(1, 'job-a', memoryStorage(true));
    expect(lookupImportOf(1, 'job-a', memoryStorage())).toEqual(semrush);
    forgetLookupImports(storage);
    storage.setItem('searchvolume-import', '{not json');
    expect(lookupImportOf(1, 'job-a', storage)).toBeNull();
    storage.setItem('searchvolume-import', JSON.stringify({ companyId: 1, jobId: 'job-a', values: { source: '', entries: [] } }));
    expect(lookupImportOf(1, 'job-a', storage)).toBeNull();
  });
});
