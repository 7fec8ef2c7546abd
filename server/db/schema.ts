import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, JsonObject, NullableTimestamp, Timestamp } from './schema-columns.ts';
import type { CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { NotificationEntry } from '../../src/domain/contracts/notifications.ts';
import type { CompanyStatus, Device, SuiteStatus } from '../../src/domain/contracts/suite-status.ts';
import type { SavedHeaders, UserSettings } from '../../src/domain/contracts/user-settings.ts';
import type { CheckoutRecordsTable, PageViewsTable } from './schema-analytics-checkout.ts';
import type { ProviderUsageTable } from './schema-provider-usage.ts';
import type { CollectionKeywordsTable, CollectionsTable } from './schema-collections.ts';
import type { DomainKeywordsCacheTable, KeywordIdeasCacheTable, KeywordMetricsCacheTable, KeywordSuggestionsCacheTable } from './schema-provider-cache.ts';
import type { CollectionImportedValuesTable, MonitoringImportedValuesTable, SavedViewsTable } from './schema-table-habits.ts';
import type { ChatConversationsTable, ChatMessagesTable, ChatCompanySwitchesTable } from './schema-ai-chat.ts';
import type { AiProjectKeywordsTable, AiProjectsTable, AiResultsTable, AiTaskRunsTable } from './schema-ai-suite.ts';
export type { AiProjectKeywordsTable, AiProjectsTable, AiResultsTable, AiTaskRunsTable } from './schema-ai-suite.ts';
export type { ChatConversationsTable, ChatMessagesTable, ChatCompanySwitchesTable } from './schema-ai-chat.ts';
import type { SettingsAuditTable, StartupVersionTable } from './schema-settings-audit.ts';
export type { SettingsAuditTable } from './schema-settings-audit.ts';
import type { InternalSearchImportsTable, InternalSearchTermsTable } from './schema-internal-searches.ts';
export type { InternalSearchImportsTable, InternalSearchTermsTable } from './schema-internal-searches.ts';
import type { BrandDashboardsTable, BrandDashboardBrandsTable, BrandKeywordsTable, BrandIndexResultsTable } from './schema-brands.ts';
export type { BrandDashboardsTable, BrandDashboardBrandsTable, BrandKeywordsTable, BrandIndexResultsTable } from './schema-brands.ts';
import type { ContentCompetitorsTable, ContentDraftsTable, ContentDraftVersionsTable, ContentProjectsTable } from './schema-content.ts';
import type { MonitoringCompetitorsTable, MonitoringKeywordRemovalsTable, MonitoringKeywordsTable, MonitoringKeywordTagsTable, MonitoringPositionsTable, MonitoringProjectsTable, MonitoringRemovedPositionsTable, MonitoringVisibilityTable } from './schema-monitoring.ts';

export type { MonitoringPositionStatus } from './schema-monitoring.ts';

export interface CompaniesTable {
  id: number;
  name: string;
  status: CompanyStatus;
  research_status: SuiteStatus;
  content_status: SuiteStatus;
  content_group: number | null;
  monitoring_status: SuiteStatus;
  monitoring_group: number | null;
  monitoring_domain: string | null;
  monitoring_device: Device;
  ai_status: SuiteStatus;
  chat_status: SuiteStatus;
  campaign: string | null;
  settings: ColumnType<CompanySettings, CompanySettings, CompanySettings>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  admin: boolean;
  plan: number;
  active: boolean;
  verified: boolean;
  research_suite: boolean;
  content_suite: boolean;
  monitoring_suite: boolean;
  ai_suite: boolean;
  chat_suite: boolean;
  settings: ColumnType<UserSettings, UserSettings, UserSettings>;
  saved_headers: ColumnType<SavedHeaders, SavedHeaders, SavedHeaders>;
  created_at: DefaultedTimestamp;
}

export interface MembershipsTable {
  user_id: number;
  company_id: number;
  is_default: boolean;
}

export interface UserRightsTable {
  user_id: number;
  right_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  last_seen_at: DefaultedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: DefaultedTimestamp;
}

export interface SsoCodesTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  company_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface ExchangeRatesTable {
  pair: string;
  rate: number;
  as_of: string;
}

export interface AccountCodesTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  purpose: 'set_password' | 'reset_password';
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: DefaultedTimestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'interrupted';
export type JobBatchStatus = 'pending' | 'done' | 'failed';
/** jsonb is always an object: node-postgres would send a top-level array as a Postgres array. */

export interface JobsTable {
  id: string;
  kind: string;
  company_id: number;
  user_id: number;
  status: JobStatus;
  payload: JsonObject<Record<string, unknown>>;
  total_batches: number;
  done_batches: ColumnType<number, number | undefined, number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  error: string | null;
}

/** A company's bell entry; `entry.read` is not used here, read state is per user in notification_reads. */
export interface NotificationsTable {
  company_id: number;
  id: string;
  entry: JsonObject<NotificationEntry>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  attention_at: ColumnType<Date, Date | string, Date | string>;
}

export interface NotificationReadsTable {
  company_id: number;
  user_id: number;
  read_at: DefaultedTimestamp;
}

export interface JobBatchesTable {
  job_id: string;
  index: number;
  status: ColumnType<JobBatchStatus, JobBatchStatus | undefined, JobBatchStatus>;
  input: JsonObject<{ items: unknown[] }>;
  result: JsonObject<{ items: unknown[]; failed: Array<{ item: unknown; reason: string }> } | null>;
  /** How many items of `result.failed` (migration 0031): a job's status finds such batches by it. */
  failed_count: ColumnType<number, number | undefined, number>;
  /** How many items of `result.items` (migration 0032): a results page finds its batches by it. */
  item_count: ColumnType<number, number | undefined, number>;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface Database {
  ai_projects: AiProjectsTable;
  ai_project_keywords: AiProjectKeywordsTable;
  ai_results: AiResultsTable;
  ai_task_runs: AiTaskRunsTable;
  content_projects: ContentProjectsTable;
  content_competitors: ContentCompetitorsTable;
  content_drafts: ContentDraftsTable;
  content_draft_versions: ContentDraftVersionsTable;
  settings_audit: SettingsAuditTable;
  startup_version: StartupVersionTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_company_switches: ChatCompanySwitchesTable;
  brand_dashboards: BrandDashboardsTable;
  brand_dashboard_brands: BrandDashboardBrandsTable;
  brand_keywords: BrandKeywordsTable;
  brand_index_results: BrandIndexResultsTable;
  internal_search_imports: InternalSearchImportsTable;
  internal_search_terms: InternalSearchTermsTable;
  monitoring_projects: MonitoringProjectsTable;
  monitoring_competitors: MonitoringCompetitorsTable;
  monitoring_keywords: MonitoringKeywordsTable;
  monitoring_keyword_tags: MonitoringKeywordTagsTable;
  monitoring_positions: MonitoringPositionsTable;
  monitoring_visibility: MonitoringVisibilityTable;
  monitoring_keyword_removals: MonitoringKeywordRemovalsTable;
  monitoring_removed_positions: MonitoringRemovedPositionsTable;
  collections: CollectionsTable;
  collection_keywords: CollectionKeywordsTable;
  keyword_metrics_cache: KeywordMetricsCacheTable;
  keyword_suggestions_cache: KeywordSuggestionsCacheTable;
  keyword_ideas_cache: KeywordIdeasCacheTable;
  domain_keywords_cache: DomainKeywordsCacheTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  jobs: JobsTable;
  job_batches: JobBatchesTable;
  companies: CompaniesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  user_rights: UserRightsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  sso_codes: SsoCodesTable;
  exchange_rates: ExchangeRatesTable;
  account_codes: AccountCodesTable;
  mail_outbox: MailOutboxTable;
  page_views: PageViewsTable;
  checkout_records: CheckoutRecordsTable;
  provider_usage: ProviderUsageTable;
  saved_views: SavedViewsTable;
  collection_imported_values: CollectionImportedValuesTable;
  monitoring_imported_values: MonitoringImportedValuesTable;
}
