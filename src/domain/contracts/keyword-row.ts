/**
 * The wire shape of a keyword row (SPEC §3; the TypeScript type is ../keyword-row.ts). The named
 * fields are checked; monthly `YYYYMM` and `custom_{name}` keys pass through untouched because they
 * are open by design.
 */
import { z } from 'zod';
import type { KeywordRow } from '../keyword-row.ts';
import { SEARCH_INTENTS } from '../search-intent.ts';

const monthlyVolumeSchema = z.object({
  count: z.number().nullable(),
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
});

const categoryChainEntrySchema = z.object({
  category_code: z.number().int(),
  category_code_parent: z.number().int().nullable(),
  category_name: z.string(),
  catlevel: z.number().int(),
});

const keywordDifficultySchema = z.object({
  text: z.string(),
  maximum: z.number(),
  color: z.string(),
  difficulty: z.number().nullable(),
});

const rankingCellSchema = z.object({
  position: z.number().nullable(),
  datetime: z.string().nullable(),
  color: z.string().nullable(),
});

const keywordRowObjectSchema = z
  .object({
    keyword: z.string(),
    year: z.number().int().nullable(),
    month: z.number().int().nullable(),
    avgsv: z.number().nullable(),
    annualsv: z.number().nullable(),
    search_volumes: z.array(monthlyVolumeSchema),
    adwords_cpc_high: z.number().nullable(),
    adwords_cpc_low: z.number().nullable(),
    adwords_competition: z.number().nullable(),
    categories: z.string().nullable(),
    cats: z.array(z.array(categoryChainEntrySchema)).optional(),
    active_cat_index: z.number().int().optional(),
    serp_items: z.array(z.number().int()).nullable(),
    keyword_difficulty: keywordDifficultySchema.nullable(),
    peak: z.number().int().nullable(),
    season: z.array(z.number().int()).nullable(),
    ranking: rankingCellSchema.nullable().optional(),
    search_intent: z.enum(SEARCH_INTENTS).nullable().optional(),
    amazon_search_volume: z.number().nullable().optional(),
    lists: z.array(z.string()).optional(),
    in_clipboard: z.boolean().optional(),
  })
  .catchall(z.union([z.number(), z.string(), z.null()]));

const OPEN_KEY = /^(\d{6}|custom_.+)$/u;
const NAMED_KEYS = new Set(Object.keys(keywordRowObjectSchema.shape));

/** Only the open keys of KeywordRow may be extra, so a typo in a named field is an error, not data. */
export const keywordRowSchema: z.ZodType<KeywordRow> = keywordRowObjectSchema
  .superRefine((row, context) => {
    for (const key of Object.keys(row)) {
      if (!NAMED_KEYS.has(key) && !OPEN_KEY.test(key)) context.addIssue({ code: 'custom', path: [key], message: `${key} is not a field of a keyword row` });
    }
  })
  .transform((row): KeywordRow => row as KeywordRow);
