import { describe, expect, it } from 'vitest';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { copyIsSaved, draftCopyKey, readDraftCopy, removeDraftCopy, startingDraft, writeDraftCopy, type CopyStorage } from './draft-copy.ts';

const doc = (text: string): DraftNode => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const same = (a: DraftNode, b: DraftNode) => JSON.stringify(a) === JSON.stringify(b);

function memoryStorage(refuseWrites = false): CopyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

describe('the unsaved copy of a draft in the browser', () => {
  it('is kept per company and project, read back, and removed once saved', () => {
    const storage = memoryStorage();
    const key = draftCopyKey(1, 7);
    expect(key).not.toBe(draftCopyKey(2, 7));
    expect(key).not.toBe(draftCopyKey(1, 8));
    expect(key).not.toBe(draftCopyKey(1, 7, 'kept'));
    expect(writeDraftCopy(storage, key, { document: doc('offline getippt'), baseRevision: 4, at: 1000 })).toBe(true);
    expect(readDraftCopy(storage, key)).toEqual({ document: doc('offline getippt'), baseRevision: 4, at: 1000 });
    removeDraftCopy(storage, key);
    expect(readDraftCopy(storage, key)).toBeNull();
  });
  it('reads a broken or foreign entry as no copy, and says when the browser refuses to keep one', () => {
    const storage = memoryStorage();
    storage.items.set('a', '{not json');
    storage.items.set('b', JSON.stringify({ document: { content: [] }, baseRevision: 1, at: 1 }));
    expect(readDraftCopy(storage, 'a')).toBeNull();
    expect(readDraftCopy(storage, 'b')).toBeNull();
    expect(readDraftCopy(null, 'a')).toBeNull();
    expect(writeDraftCopy(memoryStorage(true), 'c', { document: doc('x'), baseRevision: 0, at: 0 })).toBe(false);
    expect(writeDraftCopy(null, 'c', { document: doc('x'), baseRevision: 0, at: 0 })).toBe(false);
  });
});

describe('removing the copy once the server holds the text', () => {
  it('removes this tab’s copy, or a copy of exactly the saved text, never another tab’s unsaved text', () => {
    const mine = { document: doc('Tab A, ungespeichert'), baseRevision: 4, at: 1, tab: 'a' };
    expect(copyIsSaved(mine, 'a', doc('what tab A took from the server'), same)).toBe(true);
    expect(copyIsSaved(mine, 'b', doc('Tab B, gespeichert'), same)).toBe(false);
    expect(copyIsSaved(mine, 'b', doc('Tab A, ungespeichert'), same)).toBe(true);
    expect(copyIsSaved({ ...mine, tab: undefined }, 'b', doc('Tab A, ungespeichert'), same)).toBe(true);
    expect(copyIsSaved(null, 'a', doc('x'), same)).toBe(false);
  });
});

describe('what the editor starts with', () => {
  const server = { document: doc('Server'), revision: 5 };
  it('is the server’s draft without a copy, or with a copy equal to it', () => {
    expect(startingDraft(server, null, same)).toEqual({ ...server, restored: null });
    expect(startingDraft(server, { document: doc('Server'), baseRevision: 3, at: 1 }, same)).toEqual({ ...server, restored: null });
  });
  it('is the copy after a crash, on the revision it was written on, so a newer save there becomes a conflict', () => {
    const copy = { document: doc('Meins, ungespeichert'), baseRevision: 5, at: 9 };
    expect(startingDraft(server, copy, same)).toEqual({ document: copy.document, revision: 5, restored: copy });
    const stale = { ...copy, baseRevision: 3 };
    expect(startingDraft(server, stale, same)).toMatchObject({ document: copy.document, revision: 3 });
  });
});
