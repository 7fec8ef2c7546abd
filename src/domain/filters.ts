/** Filters of SPEC §3/§5: field, action, value; a list combines with AND. */
import type { KeywordRow } from './keyword-row';
import { customValue, fieldById, type FieldId } from './keyword-fields';

export const TEXT_ACTIONS = ['includes', 'excludes', 'like', 'not_like'] as const;
export const NUMBER_ACTIONS = ['less', 'greater', 'equal'] as const;
export type TextAction = (typeof TEXT_ACTIONS)[number];
export type NumberAction = (typeof NUMBER_ACTIONS)[number];

/** A field id of FIELD_IDS or a custom column by name (`custom_{name}` on the row). */
export type FilterField = FieldId | { custom: string };

export type Filter =
  | { field: FilterField; action: TextAction; value: string }
  | { field: FilterField; action: NumberAction; value: number };

export type RowPredicate = (row: KeywordRow) => boolean;

export interface FilterContext {
  /** When given, CPC filters compare euros (the entered unit) with the stored dollars converted. */
  rateUsdToEur?: number;
}

/** Case folding shared by every text action: German lower case in NFC, so `Ä` → `ä` but never `a`. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de-DE');
}

/** Comma-separated terms, trimmed and folded; empty terms are dropped. */
export function splitTerms(value: string): string[] {
  return value
    .split(',')
    .map((t) => foldText(t.trim()))
    .filter((t) => t !== '');
}

/** A whole-value pattern where `*` stands for any run of characters, everything else literal. */
export function likePattern(term: string): RegExp {
  const body = term
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'su');
}

function readText(row: KeywordRow, field: FilterField): string {
  if (typeof field === 'object') {
    const v = customValue(row, field.custom);
    return v === null ? '' : String(v);
  }
  return fieldById(field)?.text(row) ?? '';
}

function readNumber(row: KeywordRow, field: FilterField, context: FilterContext): number | null {
  if (typeof field === 'object') {
    const v = customValue(row, field.custom);
    const n = typeof v === 'number' ? v : v === null || v.trim() === '' ? Number.NaN : Number(v);
    return Number.isFinite(n) ? n : null;
  }
  const n = fieldById(field)?.number(row) ?? null;
  if (n !== null && context.rateUsdToEur !== undefined && (field === 6 || field === 7)) return n * context.rateUsdToEur;
  return n;
}

/**
 * Compiles one filter into a predicate over a row.
 * Choices: a missing text value reads as '' (so it never includes a term, and `like *` matches it);
 * with no terms, includes/like match nothing and excludes/not_like match everything; a number
 * action on a missing or non-numeric value never matches; a text action on a number field
 * matches its plain digits (`1234.5`).
 */
export function compileFilter(filter: Filter, context: FilterContext = {}): RowPredicate {
  const { field } = filter;
  switch (filter.action) {
    case 'includes':
    case 'excludes': {
      const terms = splitTerms(filter.value);
      const wanted = filter.action === 'includes';
      return (row) => {
        const text = foldText(readText(row, field));
        return terms.some((t) => text.includes(t)) === wanted;
      };
    }
    case 'like':
    case 'not_like': {
      const patterns = splitTerms(filter.value).map(likePattern);
      const wanted = filter.action === 'like';
      return (row) => {
        const text = foldText(readText(row, field));
        return patterns.some((p) => p.test(text)) === wanted;
      };
    }
    case 'less':
    case 'greater':
    case 'equal': {
      const { action, value } = filter;
      return (row) => {
        const n = readNumber(row, field, context);
        if (n === null) return false;
        return action === 'less' ? n < value : action === 'greater' ? n > value : n === value;
      };
    }
  }
}

/** A filter list combines with AND; the empty list lets every row pass. */
export function compileFilters(filters: readonly Filter[], context: FilterContext = {}): RowPredicate {
  const predicates = filters.map((f) => compileFilter(f, context));
  return (row) => predicates.every((p) => p(row));
}
