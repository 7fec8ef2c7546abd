/**
 * Keyword data calls of SPEC §7: historical search volume, the `/v2/sources/` family (ideas,
 * suggests, questions, SERP) and rankings for keywords. All are POST with the Bearer token.
 */
import { z } from 'zod';
import { idSchema, wholeNumberSchema } from './ids.ts';
import { keywordRowSchema } from './keyword-row.ts';

/** The most keywords one historical volume call takes (the provider's limit per call). */
export const MAX_HISTORICAL_KEYWORDS = 1000;
/** The most keywords one rankings call takes. */
export const MAX_RANKING_KEYWORDS = 1000;
/** The deepest SERP a `serp` request may ask for. */
export const MAX_SERP_DEPTH = 100;
export const DEFAULT_SERP_DEPTH = 10;

/** DataForSEO / Google Ads location code, 2276 = Germany. */
export const marketLocationSchema = wholeNumberSchema(1, 99_999_999);
/** ISO 639-1 code such as `de`, optionally with a region (`pt-BR`). */
export const marketLanguageSchema = z.string().trim().regex(/^[A-Za-z]{2,3}([-_][A-Za-z]{2,4})?$/u, 'Use a language code such as de.');
export const deviceSchema = z.enum(['desktop', 'mobile', 'tablet']);

/** A line of the input that breaks a SPEC §5 rule; it is answered, not looked up. */
export const rejectedKeywordSchema = z.object({
  /** 1-based position in `keywords`. */
  line: z.number().int().positive(),
  phrase: z.string(),
  message: z.string(),
});
export type RejectedKeyword = z.infer<typeof rejectedKeywordSchema>;

/** The codes of server/providers/errors.ts; `no_credits_left` has its own message on the client. */
export const providerErrorCodeSchema = z.enum(['no_credits_left', 'rate_limited', 'unauthorized', 'bad_request', 'task_failed', 'unavailable', 'aborted']);

/**
 * A provider failure is answered with HTTP 200 and this body (SPEC §7 "entries, or error"); the
 * client rejects any response that carries an `error` field (SPEC §8).
 */
export const providerFailureSchema = z.object({
  error: z.object({ code: providerErrorCodeSchema, message: z.string() }),
});
export type ProviderFailure = z.infer<typeof providerFailureSchema>;

// POST /api/v2/sources/dataforseo/historicalsv: `company` is a company id and `user` a user id of the session.
export const historicalVolumeRequestSchema = z.strictObject({
  keywords: z
    .array(z.string().max(10_000))
    .min(1, 'Give at least one keyword.')
    .max(MAX_HISTORICAL_KEYWORDS, `At most ${MAX_HISTORICAL_KEYWORDS} keywords per call.`),
  company: idSchema,
  user: idSchema,
  language: marketLanguageSchema,
  location: marketLocationSchema,
});
export type HistoricalVolumeRequest = z.infer<typeof historicalVolumeRequestSchema>;

export const historicalVolumeEntriesSchema = z.object({
  entries: z.array(keywordRowSchema),
  rejected: z.array(rejectedKeywordSchema),
});
export type HistoricalVolumeEntries = z.infer<typeof historicalVolumeEntriesSchema>;

// POST /api/v2/sources/: one route, four request types.
export const SOURCE_REQUEST_TYPES = ['ideas', 'suggests', 'questions', 'serp'] as const;
export const sourceRequestTypeSchema = z.enum(SOURCE_REQUEST_TYPES);
export type SourceRequestType = z.infer<typeof sourceRequestTypeSchema>;

const keywordOptionSchema = z.string().trim().min(1, 'Enter a keyword.').max(10_000);
const marketOptions = { keyword: keywordOptionSchema, location: marketLocationSchema, language: marketLanguageSchema };

/**
 * The three views of Ideas: phrases that contain the seed, phrases on its topic that do not, and
 * the questions around it. A domain seed (`www.demo-shop.de`) ignores the view: its answer is the
 * keywords the domain ranks for (`seed_kind: 'domain'`).
 */
export const IDEA_VIEWS = ['matching', 'related', 'questions'] as const;
export const ideaViewSchema = z.enum(IDEA_VIEWS);
export type IdeaView = z.infer<typeof ideaViewSchema>;

/** How Suggests expands a keyword, as AnswerThePublic groups it: a–z (with ä, ö, ü, ß, 0–9), prepositions, comparisons, question words. */
export const SUGGEST_PATTERNS = ['alphabet', 'prepositions', 'comparisons', 'questions'] as const;
export const suggestPatternSchema = z.enum(SUGGEST_PATTERNS);
export type SuggestPattern = z.infer<typeof suggestPatternSchema>;

/** Rows one source answer carries at most; the rest come with `offset` (`next_offset` says where). */
export const MAX_SOURCE_PAGE = 1000;
export const DEFAULT_SOURCE_PAGE = 200;
/** The deepest offset a source answer may be asked for. */
export const MAX_SOURCE_OFFSET = 10_000;

const pageOptions = {
  offset: wholeNumberSchema(0, MAX_SOURCE_OFFSET).default(0),
  limit: wholeNumberSchema(1, MAX_SOURCE_PAGE).default(DEFAULT_SOURCE_PAGE),
};

export const ideasSourceOptionsSchema = z.strictObject({ ...marketOptions, view: ideaViewSchema.default('matching'), ...pageOptions });
export const suggestsSourceOptionsSchema = z.strictObject({
  ...marketOptions,
  /** Which expansions to ask for; all four when left out. */
  patterns: z.array(suggestPatternSchema).min(1, 'Pick at least one pattern.').max(SUGGEST_PATTERNS.length).optional(),
});
export const questionsSourceOptionsSchema = z.strictObject({ ...marketOptions, ...pageOptions });
export const serpSourceOptionsSchema = z.strictObject({
  ...marketOptions,
  device: deviceSchema.default('desktop'),
  depth: wholeNumberSchema(1, MAX_SERP_DEPTH).default(DEFAULT_SERP_DEPTH),
});

const sourceEnvelope = { company: idSchema, user: idSchema };

/** The request type picks the options' shape, so a SERP depth on an ideas request is refused by name. */
export const sourceRequestSchema = z.discriminatedUnion('request_type', [
  z.strictObject({ ...sourceEnvelope, request_type: z.literal('ideas'), options: ideasSourceOptionsSchema }),
  z.strictObject({ ...sourceEnvelope, request_type: z.literal('suggests'), options: suggestsSourceOptionsSchema }),
  z.strictObject({ ...sourceEnvelope, request_type: z.literal('questions'), options: questionsSourceOptionsSchema }),
  z.strictObject({ ...sourceEnvelope, request_type: z.literal('serp'), options: serpSourceOptionsSchema }),
]);
export type SourceRequest = z.infer<typeof sourceRequestSchema>;

/**
 * The phrases one expansion found: Suggests groups by pattern and term (`prepositions` / `für`,
 * `alphabet` / `k`), Questions by question word (`questions` / `wie`). A phrase may stand in
 * several groups; its row is once in `entries`.
 */
export const phraseGroupSchema = z.object({
  pattern: suggestPatternSchema,
  term: z.string(),
  phrases: z.array(z.string()),
});
export type PhraseGroup = z.infer<typeof phraseGroupSchema>;

/** Where a domain seed ranks for one of its keywords. */
export const domainRankingSchema = z.object({
  keyword: z.string(),
  position: z.number().int().positive(),
  url: z.string(),
});
export type DomainRanking = z.infer<typeof domainRankingSchema>;

/** ideas, suggests and questions: keyword rows of the phrases found, best first. */
export const keywordSourceResponseSchema = z.object({
  request_type: z.enum(['ideas', 'suggests', 'questions']),
  /** The seed as looked up: tidied keyword, or the normalised domain for a domain seed. */
  keyword: z.string(),
  seed_kind: z.enum(['keyword', 'domain']),
  /** The Ideas view answered; null for suggests and questions, and for a domain seed. */
  view: ideaViewSchema.nullable(),
  entries: z.array(keywordRowSchema),
  /** Suggests and Questions: the phrases per pattern and term; empty for Ideas. */
  groups: z.array(phraseGroupSchema),
  /** A domain seed: the position and URL of each keyword in `entries`; empty otherwise. */
  rankings: z.array(domainRankingSchema),
  /** Phrases the provider gave in all for this lookup (entries are the page from `offset`). */
  total: z.number().int().nonnegative(),
  /** The `offset` of the next page, or null when this page is the last. */
  next_offset: z.number().int().nonnegative().nullable(),
});
export type KeywordSourceResponse = z.infer<typeof keywordSourceResponseSchema>;

export const organicResultSchema = z.object({
  position: z.number().int().positive(),
  url: z.string(),
  domain: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});

export const serpSourceResponseSchema = z.object({
  request_type: z.literal('serp'),
  /** The keyword as searched: search operators removed (SPEC §5). */
  keyword: z.string(),
  device: deviceSchema,
  organic: z.array(organicResultSchema),
  /** Ids of the SERP feature catalogue. */
  features: z.array(z.number().int()),
});
export type SerpSourceResponse = z.infer<typeof serpSourceResponseSchema>;

/** SPEC §8: a provider failure is an answer with an `error` field, not an HTTP error; the client tells them apart by it. */
export const sourceAnswerSchema = z.union([keywordSourceResponseSchema, serpSourceResponseSchema, providerFailureSchema]);
export const historicalVolumeAnswerSchema = z.union([historicalVolumeEntriesSchema, providerFailureSchema]);

// POST /api/project/get/rankings-for-keywords/frontend (the monitoring service's call of SPEC §7).
export const rankingsRequestSchema = z.strictObject({
  company_id: idSchema,
  location_code: marketLocationSchema,
  keywords_array: z
    .array(z.string().trim().min(1).max(1000))
    .min(1, 'Give at least one keyword.')
    .max(MAX_RANKING_KEYWORDS, `At most ${MAX_RANKING_KEYWORDS} keywords per call.`),
  domain: z.string().trim().min(1, 'Enter a domain.').max(500),
  device: deviceSchema,
});
export type RankingsRequest = z.infer<typeof rankingsRequestSchema>;

export const keywordRankingSchema = z.object({
  keyword: z.string(),
  /** Best organic position of the domain, null when it does not rank. */
  ranking: z.number().int().positive().nullable(),
  datetime: z.string(),
  /** Only filled for companies with the Amazon column; null otherwise. */
  amazon_search_volume: z.number().nullable(),
});
export type KeywordRankingEntry = z.infer<typeof keywordRankingSchema>;

/** Failures answer an empty list with a `warning` for logs; the client fails silently (SPEC §8). */
export const rankingsResponseSchema = z.object({
  rankings: z.array(keywordRankingSchema),
  warning: z.string().optional(),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;
