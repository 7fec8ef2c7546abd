/**
 * The search params of /suggests and /questions beyond the lookup: which patterns Suggests shows,
 * whether it shows them grouped or as one table, and the keywords and months of the historical
 * volume on /questions. Each part falls back on its own, as the lookup's parts do.
 */
import { z } from 'zod';
import { SUGGEST_PATTERNS, suggestPatternSchema, type SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { HISTORY_MONTH_OPTIONS, type HistoryMonths } from '../../workbench/panels/volume-series.ts';

export const SUGGEST_DISPLAYS = ['groups', 'table'] as const;
export type SuggestDisplay = (typeof SUGGEST_DISPLAYS)[number];

export interface SuggestsExtras {
  /** Left out when all four are chosen, so the plain link stays short. */
  patterns?: SuggestPattern[];
  /** Left out for the default, the grouped view. */
  display?: SuggestDisplay;
}

export interface QuestionsExtras {
  /** Left out for the default, the grouped view. */
  display?: SuggestDisplay;
  /** The keywords of the historical volume, one per line. */
  history?: string;
  months?: HistoryMonths;
}

const patternsPart = z.array(suggestPatternSchema).min(1).max(SUGGEST_PATTERNS.length);
const historyPart = z.string().max(20_000);

/** The chosen patterns in their canonical order, once each; undefined for all of them. */
export function canonicalPatterns(patterns: readonly SuggestPattern[]): SuggestPattern[] | undefined {
  const chosen = SUGGEST_PATTERNS.filter((p) => patterns.includes(p));
  return chosen.length === SUGGEST_PATTERNS.length || chosen.length === 0 ? undefined : chosen;
}

export function parseSuggestsExtras(search: Record<string, unknown>): SuggestsExtras {
  const result: SuggestsExtras = {};
  const patterns = patternsPart.safeParse(search['patterns']);
  if (patterns.success) {
    const canonical = canonicalPatterns(patterns.data);
    if (canonical) result.patterns = canonical;
  }
  if (search['display'] === 'table') result.display = 'table';
  return result;
}

export function parseQuestionsExtras(search: Record<string, unknown>): QuestionsExtras {
  const result: QuestionsExtras = {};
  if (search['display'] === 'table') result.display = 'table';
  const history = historyPart.safeParse(search['history']);
  if (history.success && history.data.trim() !== '') result.history = history.data;
  const months = Number(search['months']);
  if ((HISTORY_MONTH_OPTIONS as readonly number[]).includes(months) && months !== 48) result.months = months as HistoryMonths;
  return result;
}

/** The patterns a screen shows: all when the URL names none. */
export const shownPatterns = (extras: SuggestsExtras): readonly SuggestPattern[] => extras.patterns ?? SUGGEST_PATTERNS;

/** The patterns after switching one on or off; never none (switching the last one off keeps it). */
export function togglePattern(current: readonly SuggestPattern[], pattern: SuggestPattern): SuggestPattern[] | undefined {
  const next = current.includes(pattern) ? current.filter((p) => p !== pattern) : [...current, pattern];
  if (next.length === 0) return canonicalPatterns(current);
  return canonicalPatterns(next);
}
