/**
 * A research lookup in the URL's search params (`/ideas?keyword=glühwein&location=2276&language=de&view=related`),
 * so a copied link or Back reopens it. Each part is checked on its own: a broken part of a
 * hand-edited link falls back to its default instead of dropping the lookup.
 */
import { z } from 'zod';
import { ideaViewSchema, marketLanguageSchema, marketLocationSchema, type IdeaView } from '../../domain/contracts/keyword-data.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../domain/markets.ts';
import { MAX_PHRASE_CHARACTERS } from '../../domain/phrase-validation.ts';
import { parseWorkbenchSearch, type WorkbenchSearch } from '../../workbench/view/view-search.ts';

export interface LookupSearch {
  keyword?: string;
  location?: number;
  language?: string;
  view?: IdeaView;
}

// A seed longer than the phrase rule allows stays in the URL so the form can show the rule's message.
const keywordPart = z.string().trim().min(1).max(MAX_PHRASE_CHARACTERS * 4);

function part<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(typeof value === 'number' ? String(value) : value);
  return parsed.success ? parsed.data : undefined;
}

/** TanStack Router's `validateSearch` of a research screen: the lookup, beside the table's view (filters, sort…). */
export function parseLookupSearch(search: Record<string, unknown>): LookupSearch & WorkbenchSearch & Record<string, unknown> {
  const { keyword, location, language, view, ...rest } = search;
  const result: LookupSearch & WorkbenchSearch & Record<string, unknown> = parseWorkbenchSearch(rest);
  const k = part(keywordPart, keyword);
  if (k !== undefined) result.keyword = k;
  const l = part(marketLocationSchema, location);
  if (l !== undefined) result.location = l;
  const g = part(marketLanguageSchema, language);
  if (g !== undefined) result.language = g;
  const v = part(ideaViewSchema, view);
  if (v !== undefined) result.view = v;
  return result;
}

/** The market of a lookup, with the defaults for what the URL leaves out. */
export function lookupMarket(search: LookupSearch): { location: number; language: string } {
  return { location: search.location ?? DEFAULT_LOCATION, language: search.language ?? DEFAULT_LANGUAGE };
}

/**
 * The search params of a new lookup. The table's view (filters, sort, grouping) belongs to the old
 * result and is dropped, so a new seed never opens half-filtered; the visible columns are a layout and stay.
 */
export function newLookupSearch(current: WorkbenchSearch, lookup: Required<Pick<LookupSearch, 'keyword' | 'location' | 'language'>> & Pick<LookupSearch, 'view'>): LookupSearch & WorkbenchSearch & Record<string, unknown> {
  return { ...lookup, ...(current.columns ? { columns: current.columns } : {}) };
}
