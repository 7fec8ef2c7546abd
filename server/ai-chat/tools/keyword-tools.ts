/** Metrics and seasonality of keywords: phrases looked up through the keyword data port, or a collection's rows. */
import { z } from 'zod';
import { keywordFact, type KeywordFact } from '../../../src/domain/chat-keyword-query.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../../src/domain/markets.ts';
import type { KeywordRow } from '../../../src/domain/keyword-row.ts';
import { phraseError, tidyPhrase } from '../../../src/domain/phrase-validation.ts';
import { collectionRows } from '../../collections/collection-row-pages.ts';
import { findCollection } from '../../collections/collection-store.ts';
import { collectionLink } from './collection-tools.ts';
import { defineTool, ToolRefusal, type ToolContext } from './chat-tool.ts';

const phrase = z
  .string()
  .transform(tidyPhrase)
  .refine((value) => value !== '', 'must not be empty')
  .superRefine((value, ctx) => {
    const error = phraseError(value);
    if (error !== null) ctx.addIssue({ code: 'custom', message: error });
  });

const market = { location: z.number().int().positive().default(DEFAULT_LOCATION), language: z.string().regex(/^[a-z]{2}$/, 'two lower-case letters').default(DEFAULT_LANGUAGE) };

export const keywordMetricsTool = defineTool({
  name: 'keyword_metrics',
  description: 'Search volume (average and per month), difficulty, CPC and seasonality of up to 20 phrases, from the keyword data provider.',
  screen: '/searchvolume',
  screenTitle: 'Google Search Volume',
  args: z.strictObject({ phrases: z.array(phrase).min(1).max(20), ...market }),
  run: async (context, args) => {
    const rows = await context.keywordRows({ keywords: [...new Set(args.phrases)], location: args.location, language: args.language, signal: context.signal });
    return { location: args.location, language: args.language, keywords: rows.map((row) => ({ ...keywordFact(row), months: lastTwelve(row) })) };
  },
});

/** The latest 12 months as `YYYY-MM: count`, newest last, so a model can quote a month. */
function lastTwelve(row: KeywordRow): Record<string, number | null> {
  const sorted = [...row.search_volumes].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month)).slice(-12);
  return Object.fromEntries(sorted.map((v) => [`${v.year}-${String(v.month).padStart(2, '0')}`, v.count]));
}

async function rowsOfCollection(context: ToolContext, name: string) {
  const found = await findCollection(context.db, context.companyId, { name: name.trim() });
  if (!found) throw new ToolRefusal('not_found', `There is no collection named "${name}".`);
  return { collection: found, rows: await collectionRows(context.db, found.id, false) };
}

export function seasonalSummary(facts: readonly KeywordFact[], limit: number) {
  const seasonal = facts.filter((fact) => fact.seasonal);
  const byPeak: Record<string, number> = {};
  for (const fact of seasonal) if (fact.peak !== null) byPeak[String(fact.peak)] = (byPeak[String(fact.peak)] ?? 0) + 1;
  const strongest = [...seasonal].sort((a, b) => (b.avgsv ?? -1) - (a.avgsv ?? -1) || a.keyword.localeCompare(b.keyword, 'de')).slice(0, limit);
  return { total: facts.length, seasonal_count: seasonal.length, by_peak_month: byPeak, keywords: strongest.map(({ keyword, avgsv, peak, season }) => ({ keyword, avgsv, peak, season })) };
}

export const seasonalityTool = defineTool({
  name: 'seasonality',
  description:
    'Which keywords are seasonal (SPEC §9: spread over 50 % or relative standard deviation over 25 % in the latest 12 months), their peak month and season, for one collection or for phrases.',
  screen: '/collections',
  screenTitle: 'Collections',
  args: z
    .strictObject({ collection: z.string().trim().min(1).max(200).optional(), phrases: z.array(phrase).min(1).max(20).optional(), limit: z.number().int().min(1).max(50).default(10), ...market })
    .refine((args) => (args.collection === undefined) !== (args.phrases === undefined), { message: 'give either collection or phrases', path: ['collection'] }),
  run: async (context, args) => {
    if (args.collection !== undefined) {
      const { collection, rows } = await rowsOfCollection(context, args.collection);
      return { collection: { id: collection.id, name: collection.name, link: collectionLink(collection.name) }, ...seasonalSummary(rows.map((row) => keywordFact(row)), args.limit) };
    }
    const rows = await context.keywordRows({ keywords: [...new Set(args.phrases ?? [])], location: args.location, language: args.language, signal: context.signal });
    return seasonalSummary(rows.map((row) => keywordFact(row)), args.limit);
  },
});
