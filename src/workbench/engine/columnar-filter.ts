/**
 * The domain's compiled filters (src/domain/filters.ts) run over columns. Each action keeps the
 * domain's exact reading of a value (foldText, splitTerms, likePattern, the CPC rate); only where the
 * value comes from changes, and columnar-filter.test.ts proves the result equal to `compileFilters`.
 */
import { foldText, likePattern, splitTerms, type Filter, type FilterContext, type FilterField } from '../../domain/filters.ts';
import { FIELD_IDS, fieldById, type FieldId } from '../../domain/keyword-fields.ts';
import { customColumn, memoised, numberColumn, textColumn, type ColumnStore } from './column-store.ts';
import { foldedJoinedKeywords, rowsHolding } from './joined-text-search.ts';
import { fold } from './latin1-fold.ts';
import { scratchUint32 } from './scratch-buffers.ts';

export type IdPredicate = (id: number) => boolean;

const fieldKey = (field: FilterField): string => (typeof field === 'object' ? `custom:${field.custom}` : String(field));
const isStrings = (value: unknown): value is string[] => Array.isArray(value);
const isFloat64Array = (value: unknown): value is Float64Array => value instanceof Float64Array;


/** The folded text a text action compares, '' for a missing value (the domain's `readText`). */
export function foldedTexts(store: ColumnStore, field: FilterField): readonly string[] {
  return memoised(
    store,
    `folded:${fieldKey(field)}`,
    () => {
      if (typeof field === 'object') return customColumn(store, field.custom).map((v) => fold(v === null ? '' : String(v)));
      if (!fieldById(field)) return new Array<string>(store.size).fill(foldText(''));
      return textColumn(store, field).map((text) => fold(text ?? ''));
    },
    isStrings,
  );
}

/** Texts folded between two pauses of the warm-up. */
const FOLDS_PER_PAUSE = 32_768;

/** `foldedTexts` of a field for the warm-up, in slices; nothing when a request built them meanwhile. */
export function* foldedTextsInSteps(store: ColumnStore, field: FieldId): Generator<void, void> {
  const key = `folded:${fieldKey(field)}`;
  if (store.derived.has(key) || !fieldById(field)) return;
  const texts = textColumn(store, field);
  const folded = new Array<string>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    folded[i] = fold(texts[i] ?? '');
    if (i % FOLDS_PER_PAUSE === FOLDS_PER_PAUSE - 1) {
      yield;
      if (store.derived.has(key)) return;
    }
  }
  store.derived.set(key, folded);
}

/** The number a number action compares, NaN where the domain reads null (the domain's `readNumber`, before the rate). */
function filterNumbers(store: ColumnStore, field: FilterField): Float64Array {
  if (typeof field !== 'object') return fieldById(field) ? numberColumn(store, field) : new Float64Array(store.size).fill(Number.NaN);
  return memoised(
    store,
    `custom-number:${field.custom}`,
    () =>
      Float64Array.from(customColumn(store, field.custom), (v) => {
        const n = typeof v === 'number' ? v : v === null || v.trim() === '' ? Number.NaN : Number(v);
        return Number.isFinite(n) ? n : Number.NaN;
      }),
    isFloat64Array,
  );
}

export function compileColumnarFilter(store: ColumnStore, filter: Filter, context: FilterContext = {}): IdPredicate {
  const { field } = filter;
  switch (filter.action) {
    case 'includes':
    case 'excludes': {
      const terms = splitTerms(filter.value);
      const wanted = filter.action === 'includes';
      const joined = field === FIELD_IDS.keyword ? foldedJoinedKeywords(store) : null;
      if (joined) {
        const held = rowsHolding(joined, terms);
        return (id) => (held[id] === 1) === wanted;
      }
      const texts = foldedTexts(store, field);
      // Loops rather than `terms.some(...)`: a closure per row is garbage a million rows long.
      return (id) => {
        const text = texts[id] ?? '';
        let found = false;
        for (let t = 0; t < terms.length && !found; t++) found = text.includes(terms[t] ?? '');
        return found === wanted;
      };
    }
    case 'like':
    case 'not_like': {
      const texts = foldedTexts(store, field);
      const patterns = splitTerms(filter.value).map(likePattern);
      const wanted = filter.action === 'like';
      return (id) => {
        const text = texts[id] ?? '';
        let found = false;
        for (let p = 0; p < patterns.length && !found; p++) found = patterns[p]?.test(text) ?? false;
        return found === wanted;
      };
    }
    case 'less':
    case 'greater':
    case 'equal': {
      const numbers = filterNumbers(store, field);
      const { action, value } = filter;
      // Multiplying here, as the domain does per row, keeps the converted value bit-identical.
      const rate = context.rateUsdToEur !== undefined && (field === 6 || field === 7) ? context.rateUsdToEur : null;
      return (id) => {
        const stored = numbers[id] ?? Number.NaN;
        if (Number.isNaN(stored)) return false;
        const n = rate === null ? stored : stored * rate;
        return action === 'less' ? n < value : action === 'greater' ? n > value : n === value;
      };
    }
  }
}

const rank = (filter: Filter): number => (filter.action === 'less' || filter.action === 'greater' || filter.action === 'equal' ? 0 : 1);

/** The ids of `order` that pass every filter (AND), in the order given; the input is left untouched. */
export function filterIds(store: ColumnStore, order: Uint32Array, filters: readonly Filter[], context: FilterContext = {}): Uint32Array {
  if (filters.length === 0) return order.slice();
  // Number conditions first: they read one float, a text condition scans a string, and AND is the same in any order.
  const cheapFirst = [...filters].sort((a, b) => rank(a) - rank(b));
  const predicates = cheapFirst.map((f) => compileColumnarFilter(store, f, context));
  const kept = scratchUint32('filter-kept', order.length);
  let count = 0;
  for (const id of order) {
    let pass = true;
    for (const predicate of predicates) {
      if (!predicate(id)) {
        pass = false;
        break;
      }
    }
    if (pass) kept[count++] = id;
  }
  return kept.slice(0, count);
}
