/**
 * Monitoring (issue 19): ranking projects of a company, their daily positions and the visibility of
 * the domain against its competitors. Every route is a POST with the Bearer token and needs the
 * monitoring suite or admin with monitoring status active (SPEC §6), except the shared report.
 *
 * Routes (all under /api):
 *   /monitoring/projects/list          → ProjectListResponse (the cards of /monitoring)
 *   /monitoring/projects/get           → ProjectResponse (settings, for edit)
 *   /monitoring/projects/create        → ProjectCreateResponse (the first update starts at once)
 *   /monitoring/projects/edit          → ProjectResponse (competitors, tags, keywords, update time)
 *   /monitoring/projects/delete        → ProjectDeleteResponse (soft; undo with restore)
 *   /monitoring/projects/restore       → ProjectResponse
 *   /monitoring/projects/update        → ProjectUpdateResponse (manual update, or only the failed lookups)
 *   /monitoring/projects/rankings      → RankingsResponse (the workbench rows of one day)
 *   /monitoring/projects/visibility    → VisibilityResponse (SPEC §3 competitorData)
 *   /monitoring/projects/overview      → OverviewResponse (distribution, winners and losers)
 *   /monitoring/projects/competitors   → CompetitorPositionsResponse (competitor positions on the same keywords)
 *   /monitoring/projects/export        → ExportResponse (full history; the client writes CSV/XLSX)
 *   /monitoring/keywords/history       → KeywordHistoryResponse (one keyword's chart)
 *   /monitoring/keywords/tags          → TagKeywordsResponse
 *   /monitoring/keywords/remove        → RemoveKeywordsResponse (with their history; undo with keywords/restore)
 *   /monitoring/keywords/restore       → RestoreKeywordsResponse
 *   /monitoring/projects/share         → ShareProjectResponse; /monitoring/projects/unshare → ProjectResponse
 *   /monitoring/shared/get             → SharedReportResponse (open: the share id of 128 bits is the key)
 */
import { z } from 'zod';
import { languageCodeSchema, locationCodeSchema, SHARE_ID_PATTERN } from './collections.ts';
import { idSchema } from './ids.ts';
import { storedImportedValuesSchema } from './imported-values.ts';
import {
  competitorsSchema,
  datedValueSchema,
  deviceSchema,
  keywordSourceSchema,
  DEFAULT_HISTORY_DAYS,
  MAX_HISTORY_DAYS,
  MAX_PROJECT_KEYWORDS,
  projectDomainSchema,
  projectSettingsSchema,
  tagsSchema,
  updateTimeSchema,
} from './monitoring-project.ts';

export * from './monitoring-project.ts';

const companyField = { company_id: idSchema };
const projectField = { company_id: idSchema, project_id: idSchema };

export const updateStateSchema = z.enum(['never', 'running', 'done', 'failed']);

// /monitoring/projects/list: one card per project.
export const projectCardSchema = projectSettingsSchema.extend({
  visibility_today: z.number().nullable(),
  /** Today minus 7 (30) days ago; null while either day has no data. */
  visibility_change_7: z.number().nullable(),
  visibility_change_30: z.number().nullable(),
  /** Over the keywords found in the top 100 on the last day with data. */
  average_position: z.number().nullable(),
  last_update: z.string().nullable(),
  update_state: updateStateSchema,
  /** The visibility of the last 30 days with data, oldest first. */
  sparkline: z.array(datedValueSchema),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;
export const projectListRequestSchema = z.strictObject(companyField);
export const projectListResponseSchema = z.object({ projects: z.array(projectCardSchema) });
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectRefRequestSchema = z.strictObject(projectField);
export type ProjectRefRequest = z.infer<typeof projectRefRequestSchema>;
export const projectResponseSchema = z.object({ project: projectSettingsSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const rejectedKeywordSchema = z.object({ line: z.number().int().positive(), phrase: z.string(), message: z.string() });

export const projectCreateRequestSchema = z.strictObject({
  ...companyField,
  domain: projectDomainSchema,
  device: deviceSchema,
  location: locationCodeSchema,
  language: languageCodeSchema,
  keywords: keywordSourceSchema,
  competitors: competitorsSchema.default([]),
  /** Given to every keyword of this request. */
  tags: tagsSchema.default([]),
  update_time: updateTimeSchema.default('06:00'),
});
export type ProjectCreateRequest = z.input<typeof projectCreateRequestSchema>;
export const projectCreateResponseSchema = z.object({
  project: projectSettingsSchema,
  rejected: z.array(rejectedKeywordSchema),
  /** The first update, started at once. */
  job_id: z.string(),
});
export type ProjectCreateResponse = z.infer<typeof projectCreateResponseSchema>;

/** Domain, device and market stay: history under other settings would not compare (decision 0030). */
export const projectEditRequestSchema = z.strictObject({
  ...projectField,
  competitors: competitorsSchema.optional(),
  update_time: updateTimeSchema.optional(),
  add_keywords: keywordSourceSchema.optional(),
  /** Tags for the added keywords. */
  tags: tagsSchema.optional(),
  /** Removed keywords lose their history. */
  remove_keyword_ids: z.array(idSchema).max(MAX_PROJECT_KEYWORDS).optional(),
});
export type ProjectEditRequest = z.input<typeof projectEditRequestSchema>;
export const projectEditResponseSchema = projectResponseSchema.extend({ rejected: z.array(rejectedKeywordSchema) });
export type ProjectEditResponse = z.infer<typeof projectEditResponseSchema>;

export const projectDeleteResponseSchema = z.object({ deleted: z.literal(true), undo_until: z.string() });
export type ProjectDeleteResponse = z.infer<typeof projectDeleteResponseSchema>;

export const projectUpdateRequestSchema = z.strictObject({ ...projectField, only_failed: z.boolean().default(false) });
export type ProjectUpdateRequest = z.input<typeof projectUpdateRequestSchema>;
export const projectUpdateResponseSchema = z.object({ job_id: z.string(), keyword_count: z.number().int() });
export type ProjectUpdateResponse = z.infer<typeof projectUpdateResponseSchema>;

/** A day's lookup: a position, not in the top 100, a failure (with reason; never a position), or not looked up yet. */
export const rankStatusSchema = z.enum(['ranked', 'not_found', 'failed', 'pending']);
export type RankStatus = z.infer<typeof rankStatusSchema>;
/** Places gained (positive) or lost; `new` entered the top 100, `lost` left it; null when either day lacks a result. */
export const positionChangeSchema = z.union([z.number().int(), z.enum(['new', 'lost'])]).nullable();
export type PositionChangeValue = z.infer<typeof positionChangeSchema>;

export const rankingRowSchema = z.object({
  keyword_id: z.number().int(),
  keyword: z.string(),
  status: rankStatusSchema,
  position: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  change_1: positionChangeSchema,
  change_7: positionChangeSchema,
  change_30: positionChangeSchema,
  best_position: z.number().int().nullable(),
  url: z.string().nullable(),
  /** Ids of the SPEC §3 SERP feature catalogue. */
  serp_features: z.array(z.number().int()),
  volume: z.number().int().nullable(),
  estimated_clicks: z.number().nullable(),
  tags: z.array(z.string()),
  /** SPEC §9: band 0 for 1–10 … 9 for 91–100; null without a position. */
  rank_band: z.number().int().nullable(),
  checked_at: z.string().nullable(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'Use a date such as 2026-11-25.');
export const rankingsRequestSchema = z.strictObject({ ...projectField, day: dateSchema.optional() });
export type RankingsRequest = z.input<typeof rankingsRequestSchema>;
export const rankingsResponseSchema = z.object({
  project: projectSettingsSchema,
  day: z.string().nullable(),
  rows: z.array(rankingRowSchema),
  /** Values kept from tools' exports, per source (decision 0057); absent from answers of older servers. */
  imported: z.array(storedImportedValuesSchema).default([]),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;

const historyDays = z.number().int().min(1, 'Use 1 or more days.').max(MAX_HISTORY_DAYS, `Use at most ${MAX_HISTORY_DAYS} days.`);

/** SPEC §3 competitorData: the project's own domain first (`own`), then each competitor. */
export const competitorDataSchema = z.object({ domain: z.string(), own: z.boolean(), visibility: z.array(datedValueSchema) });
export type CompetitorData = z.infer<typeof competitorDataSchema>;
export const visibilityRequestSchema = z.strictObject({ ...projectField, days: historyDays.default(DEFAULT_HISTORY_DAYS) });
export type VisibilityRequest = z.input<typeof visibilityRequestSchema>;
export const visibilityResponseSchema = z.object({ competitorData: z.array(competitorDataSchema) });
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;

export const distributionSchema = z.object({
  top_3: z.number().int(),
  top_4_10: z.number().int(),
  top_11_20: z.number().int(),
  top_21_100: z.number().int(),
  not_found: z.number().int(),
  /** Lookups that failed: neither a position nor "not found". */
  failed: z.number().int(),
});
export type Distribution = z.infer<typeof distributionSchema>;
export const moverSchema = z.object({
  keyword_id: z.number().int(),
  keyword: z.string(),
  /** null: not in the top 100 on that day. */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  change: z.number().int(),
});
export type Mover = z.infer<typeof moverSchema>;
export const overviewRequestSchema = z.strictObject({ ...projectField, compare_days: z.union([z.literal(1), z.literal(7), z.literal(30)]).default(7) });
export type OverviewRequest = z.input<typeof overviewRequestSchema>;
export const overviewResponseSchema = z.object({
  day: z.string().nullable(),
  compared_with: z.string().nullable(),
  distribution: distributionSchema,
  winners: z.array(moverSchema),
  losers: z.array(moverSchema),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

export const competitorPositionsRequestSchema = rankingsRequestSchema;
export const competitorPositionRowSchema = z.object({
  keyword_id: z.number().int(),
  keyword: z.string(),
  /** The project's domain first, then the competitors, in the project's order; null = not in the top 100 or no result. */
  positions: z.array(z.object({ domain: z.string(), position: z.number().int().nullable() })),
});
export const competitorPositionsResponseSchema = z.object({ day: z.string().nullable(), rows: z.array(competitorPositionRowSchema) });
export type CompetitorPositionsResponse = z.infer<typeof competitorPositionsResponseSchema>;

export const historyPointSchema = z.object({
  date: z.string(),
  status: rankStatusSchema,
  position: z.number().int().nullable(),
  url: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;
export const keywordHistoryRequestSchema = z.strictObject({ ...projectField, keyword_id: idSchema, days: historyDays.default(DEFAULT_HISTORY_DAYS) });
export type KeywordHistoryRequest = z.input<typeof keywordHistoryRequestSchema>;
export const keywordHistoryResponseSchema = z.object({
  keyword: z.string(),
  points: z.array(historyPointSchema),
  competitors: z.array(z.object({ domain: z.string(), points: z.array(z.object({ date: z.string(), position: z.number().int().nullable() })) })),
});
export type KeywordHistoryResponse = z.infer<typeof keywordHistoryResponseSchema>;

export const tagKeywordsRequestSchema = z.strictObject({
  ...projectField,
  keyword_ids: z.array(idSchema).min(1, 'Choose at least one keyword.').max(MAX_PROJECT_KEYWORDS),
  add: tagsSchema.default([]),
  remove: tagsSchema.default([]),
});
export type TagKeywordsRequest = z.input<typeof tagKeywordsRequestSchema>;
export const tagKeywordsResponseSchema = z.object({ changed: z.number().int() });

/** Removed keywords and their history can be brought back for PROJECT_UNDO_SECONDS (decision 0040). */
export const removeKeywordsRequestSchema = z.strictObject({
  ...projectField,
  keyword_ids: z.array(idSchema).min(1, 'Choose at least one keyword.').max(MAX_PROJECT_KEYWORDS, `At most ${MAX_PROJECT_KEYWORDS} keywords at once.`),
});
export type RemoveKeywordsRequest = z.infer<typeof removeKeywordsRequestSchema>;
export const removeKeywordsResponseSchema = z.object({ removed: z.number().int(), removal_id: z.number().int(), undo_until: z.string() });
export type RemoveKeywordsResponse = z.infer<typeof removeKeywordsResponseSchema>;
export const restoreKeywordsRequestSchema = z.strictObject({ ...projectField, removal_id: idSchema });
export type RestoreKeywordsRequest = z.infer<typeof restoreKeywordsRequestSchema>;
/** `skipped`: keywords added again meanwhile, which keep their new row. */
export const restoreKeywordsResponseSchema = z.object({ restored: z.number().int(), skipped: z.array(z.string()) });
export type RestoreKeywordsResponse = z.infer<typeof restoreKeywordsResponseSchema>;

/**
 * The full history for the export: `dates` oldest first; each row's `positions` lines up with them
 * (a number, 'not_found', 'failed' or null for no lookup that day). Decision 0031: the client writes the file.
 */
export const exportCellSchema = z.union([z.number().int(), z.literal('not_found'), z.literal('failed')]).nullable();
export const exportRequestSchema = z.strictObject({ ...projectField, days: historyDays.default(MAX_HISTORY_DAYS) });
export type ExportRequest = z.input<typeof exportRequestSchema>;
export const exportResponseSchema = z.object({
  project: projectSettingsSchema,
  dates: z.array(z.string()),
  rows: z.array(
    z.object({ keyword: z.string(), tags: z.array(z.string()), volume: z.number().int().nullable(), url: z.string().nullable(), positions: z.array(exportCellSchema) }),
  ),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'This share link is not valid.');
export const shareProjectResponseSchema = z.object({ share_id: z.string(), share_url_path: z.string() });
export type ShareProjectResponse = z.infer<typeof shareProjectResponseSchema>;
export const sharedReportPath = (shareId: string) => `/monitoring/shared/${shareId}`;

/** Without login: the one project's domain, market, rankings, visibility and distribution; nothing of the company. */
export const sharedReportRequestSchema = z.strictObject({ share_id: shareIdSchema });
export const sharedReportResponseSchema = z.object({
  domain: z.string(),
  device: deviceSchema,
  location: z.number().int(),
  language: z.string(),
  competitors: z.array(z.string()),
  day: z.string().nullable(),
  rows: z.array(rankingRowSchema),
  competitorData: z.array(competitorDataSchema),
  distribution: distributionSchema,
  /** A white-label company's report carries its partner's logo (and no product name); null for every other company. */
  whitelabel: z.object({ logo: z.string().nullable() }).nullable(),
});
export type SharedReportResponse = z.infer<typeof sharedReportResponseSchema>;

export const monitoringProjectLink = (projectId: number) => `/monitoring/project/${projectId}`;
