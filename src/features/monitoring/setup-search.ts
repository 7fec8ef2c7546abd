/** The setup screen's search params: `edit` names the project the form edits; without it the form creates one. */
export interface SetupSearch {
  edit?: number;
}

export function parseSetupSearch(search: Record<string, unknown>): SetupSearch {
  const raw = search.edit;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/u.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { edit: id } : {};
}
