/**
 * A tool export's values kept with the lookup they fed (issue 22 item 1, decision 0057): the search
 * volume screen shows them as read-only columns beside our metrics. Choice: they live in the browser
 * tab (memory, mirrored to sessionStorage so a reload of the job's address keeps them), keyed by
 * company and job, not on the server: the job stores our metrics only, and a lookup is a step on the
 * way to a collection, where "Save as collection" keeps them for good (collection_imported_values).
 * One lookup's values are kept per tab; a new lookup's replace them.
 */
import { importedValuesSchema, type ImportedValues } from '../../domain/contracts/imported-values.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'searchvolume-import';

interface Kept {
  readonly companyId: number;
  readonly jobId: string;
  readonly values: ImportedValues;
}

const browserStorage = (): KeyValueStorage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The values of the file in the keyword box when Start was pressed, until the server names the job. */
let staged: { readonly companyId: number; readonly values: ImportedValues | null } | null = null;
/** The tab's kept values; storage may refuse them (quota, private mode), memory still has them. */
let kept: Kept | null = null;

/** Start pressed: the file's values (null for typed keywords) wait for the job id. */
export function stageLookupImport(companyId: number, values: ImportedValues | null): void {
  staged = { companyId, values };
}

/** The job started: the staged values become the job's. */
export function adoptStagedImport(companyId: number, jobId: string, storage: KeyValueStorage | undefined = browserStorage()): void {
  const values = staged?.companyId === companyId ? staged.values : null;
  staged = null;
  kept = values ? { companyId, jobId, values } : null;
  try {
    if (kept) storage?.setItem(STORAGE_KEY, JSON.stringify(kept));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // A full or disabled storage: the values stay in this page's memory until a reload.
  }
}

/** The values kept with this job of this company, or null (another job, another company, nothing kept). */
export function lookupImportOf(companyId: number, jobId: string, storage: KeyValueStorage | undefined = browserStorage()): ImportedValues | null {
  if (kept?.companyId === companyId && kept.jobId === jobId) return kept.values;
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { companyId: company, jobId: job, values } = parsed as Record<string, unknown>;
    if (company !== companyId || job !== jobId) return null;
    const checked = importedValuesSchema.safeParse(values);
    return checked.success ? checked.data : null;
  } catch {
    // Unreadable (a hand edit, an old version): nothing is kept.
    return null;
  }
}

/** Forgets every kept value (tests start from nothing). */
export function forgetLookupImports(storage: KeyValueStorage | undefined = browserStorage()): void {
  staged = null;
  kept = null;
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget where storage is off.
  }
}
