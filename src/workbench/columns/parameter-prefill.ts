/**
 * A new question, preposition or comparison column starts filled in: each keyword gets the entry of
 * the list word it contains (suggestParameterValue), so the column is useful the moment it appears.
 */
import type { ColumnDefinition } from './column-definition.ts';
import { NO_PARAMETER_ID, PARAMETER_KINDS, parameterEntries, suggestParameterValue, type ParameterKind } from './parameter-columns.ts';

/** The parameter kind whose word list the column's entries are, or null for a column of the user's own. */
export function parameterKindOf(column: ColumnDefinition, language: string): ParameterKind | null {
  const entries = column.customOptions?.type === 'dropdown' ? column.customOptions.entries : null;
  if (!entries) return null;
  const texts = entries.map((e) => `${e.id}:${e.text}`).join('|');
  return PARAMETER_KINDS.find((kind) => parameterEntries(kind, language).map((e) => `${e.id}:${e.text}`).join('|') === texts) ?? null;
}

/** The keywords per entry id to set; keywords without a list word stay empty ('-'). */
export function parameterPrefill(kind: ParameterKind, keywords: readonly string[], language: string): Map<number, string[]> {
  const byId = new Map<number, string[]>();
  for (const keyword of keywords) {
    const id = suggestParameterValue(kind, keyword, language);
    if (id === NO_PARAMETER_ID) continue;
    const list = byId.get(id);
    if (list) list.push(keyword);
    else byId.set(id, [keyword]);
  }
  return byId;
}
