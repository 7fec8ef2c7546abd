/** "Show only one search intent": the palette's shortcut to a filter on the intent column (field 12). */
import type { PickOption } from '../../commands/command-types.ts';
import type { Filter } from '../../domain/filters.ts';
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import { isSearchIntent, SEARCH_INTENT_LABELS, SEARCH_INTENTS, type SearchIntent } from '../../domain/search-intent.ts';

const INTENT_FIELD = FIELD_IDS.search_intent;

/** The intent a filter list keeps alone, when it holds exactly the filter this command sets. */
function currentIntent(filters: readonly Filter[]): SearchIntent | null {
  const own = filters.filter((f) => f.field === INTENT_FIELD);
  const only = own.length === 1 ? own[0] : undefined;
  if (only?.action !== 'like') return null;
  return SEARCH_INTENTS.find((intent) => SEARCH_INTENT_LABELS[intent] === only.value) ?? null;
}

export function intentChoices(filters: readonly Filter[]): PickOption[] {
  const current = currentIntent(filters);
  const options: PickOption[] = SEARCH_INTENTS.map((intent) => ({ id: intent, title: SEARCH_INTENT_LABELS[intent], current: intent === current }));
  return current === null ? options : [...options, { id: 'all', title: 'Every intent' }];
}

/**
 * The filters with the intent filter replaced: a whole-value `like` on the label, so `Commercial`
 * never matches a longer label; `all` (or an unknown id) removes it. Other filters stay as they are.
 */
export function withIntentFilter(filters: readonly Filter[], id: string): Filter[] {
  const others = filters.filter((f) => f.field !== INTENT_FIELD);
  return isSearchIntent(id) ? [...others, { field: INTENT_FIELD, action: 'like', value: SEARCH_INTENT_LABELS[id] }] : others;
}
