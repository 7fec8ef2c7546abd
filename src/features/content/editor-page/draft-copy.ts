/**
 * The unsaved copy of a draft in this browser (localStorage, one per company and project): written
 * on every change the server has not confirmed, removed once it has. A reload after a crash, a closed
 * tab or a lost connection finds it and puts it back, so no typed word depends on the network.
 */
import { z } from 'zod';
import { draftNodeSchema, type DraftNode } from '../../../domain/content-draft.ts';

export interface DraftCopy {
  readonly document: DraftNode;
  /** The server revision the text was edited from: a newer one there means a conflict, not an overwrite. */
  readonly baseRevision: number;
  /** When the copy was written, epoch ms. */
  readonly at: number;
  /** The tab that wrote it: another tab's save must not remove this tab's unsaved text (they share the storage). */
  readonly tab?: string;
}

const copySchema = z.object({ document: draftNodeSchema, baseRevision: z.number().int().min(0), at: z.number(), tab: z.string().optional() });

/** The store the copy lives in (window.localStorage in the app, a map in tests). */
export type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftCopyKey = (companyId: number, projectId: number, slot: 'unsaved' | 'kept' = 'unsaved') =>
  `kwb.content-draft.${slot}.${companyId}.${projectId}`;

/** The copy, or null when there is none or it cannot be read (a broken copy is no text to restore). */
export function readDraftCopy(storage: CopyStorage | null, key: string): DraftCopy | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = copySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the copy; false when the browser refuses (full or private storage), so the page can say so. */
export function writeDraftCopy(storage: CopyStorage | null, key: string, copy: DraftCopy): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(key, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function removeDraftCopy(storage: CopyStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is restored once more and saved again.
  }
}

/**
 * Whether a tab whose draft the server now holds may remove the copy: its own copy, or any copy of
 * exactly the text saved. A copy another tab wrote of other text stays (that tab has not saved it).
 */
export function copyIsSaved(copy: DraftCopy | null, tab: string, saved: DraftNode, same: (a: DraftNode, b: DraftNode) => boolean): boolean {
  return copy !== null && (copy.tab === tab || same(copy.document, saved));
}

/** The browser's localStorage, or null where it is refused (a sandboxed frame, strict privacy settings). */
export function browserStorage(): CopyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What to start the editor with: the browser's copy when there is one that differs from the
 * server's draft, else the server's. The copy keeps the revision it was based on, so if the server
 * moved on meanwhile, its save comes back as a conflict the writer resolves.
 */
export function startingDraft(server: { readonly document: DraftNode; readonly revision: number }, copy: DraftCopy | null, same: (a: DraftNode, b: DraftNode) => boolean) {
  if (copy === null || same(copy.document, server.document)) return { document: server.document, revision: server.revision, restored: null };
  return { document: copy.document, revision: Math.min(copy.baseRevision, server.revision), restored: copy };
}
