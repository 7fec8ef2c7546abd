/**
 * Every API route of the app, registered under /api after the access hook (server/app.ts): one
 * list, so a suite's routes are one line here. Each route declares its access; the hook enforces it.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { APP_VERSION } from '../app-version.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import type { JobRunnerHealth } from '../jobs/job-runner-health.ts';
import type { MailOptions } from '../mail/mailer.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { DeclaredAccess } from '../auth/access-hook.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { SessionStore } from '../auth/sessions.ts';
import { DEFAULT_SALES_EMAIL } from '../config.ts';
import { projectBriefing } from '../ai-suite/ai-project-briefing.ts';
import { briefingLookup } from '../content/briefing-lookups.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import { jobKinds } from '../jobs/job-kinds.ts';
import type { JobPort } from '../jobs/job-port.ts';
import type { KeywordMetricsLookup, KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { MailLimiter } from '../mail/mail-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationStore } from '../notifications/notification-store.ts';
import { cachedDomainKeywords } from '../providers/cache/cached-domain-keywords.ts';
import { cachedMetricsOnly } from '../providers/cache/cached-metrics.ts';
import { cachedSuggestionLists } from '../providers/cache/cached-suggestion-lists.ts';
import type { Providers } from '../providers/ports.ts';
import { SUGGEST_CONCURRENCY } from '../sources/suggest-lookup.ts';
import { notificationRoutes } from './notifications.ts';
import { checkoutRoutes } from './checkout.ts';
import { pageViewRoutes } from './page-views.ts';
import { volumeJobRoutes } from './volume-jobs.ts';
import { jobRoutes } from './jobs.ts';
import { brandRoutes } from './brands.ts';
import { aiChatRoutes } from './ai-chat.ts';
import { aiSuiteRoutes } from './ai-suite.ts';
import { adminRoutes } from './admin.ts';
import { settingsUserRoutes } from './settings-users.ts';
import { settingsAuditRoutes } from './settings-audit.ts';
import { settingsCompanyRoutes } from './settings-company.ts';
import { settingsUsageRoutes } from './settings-usage.ts';
import { rankingsRoutes } from './rankings.ts';
import { sourcesRoutes } from './sources.ts';
import { collectionRoutes } from './collections.ts';
import { collectionCustomColumnRoutes } from './collection-custom-columns.ts';
import { keywordsSavedRoutes } from './keywords-saved.ts';
import { savedViewRoutes } from './saved-views.ts';
import { internalSearchRoutes } from './internal-searches.ts';
import { sharedResearchRoutes } from './shared-research.ts';
import { monitoringRoutes } from './monitoring.ts';
import { contentAnalysisRoutes } from './content-analysis.ts';
import { contentDraftRoutes } from './content-drafts.ts';
import { contentProjectRoutes } from './content-projects.ts';
import { monitoringReadRoutes } from './monitoring-reads.ts';
import { monitoringSharedRoutes } from './monitoring-shared.ts';
import { serviceRoutes } from './service.ts';
import { ssoRoutes } from './sso.ts';
import { statusRoutes } from './status.ts';
import { userRoutes } from './user.ts';
import { accountRoutes } from './account.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { apiDocsRoutes } from './api-docs.ts';

/** The part of the app's options the routes read (AppOptions has them all). */
export interface ApiRouteOptions {
  readonly database: Pick<DatabaseHandle, 'kind'>;
  readonly jobs: JobRunnerHealth;
  readonly realtime?: Realtime | undefined;
  readonly mail?: MailOptions | undefined;
  readonly analytics?: { url: string; siteId: number } | undefined;
  readonly now?: (() => Date) | undefined;
  readonly openApiDocs?: boolean | undefined;
  readonly isDraining?: (() => boolean) | undefined;
}

export interface ApiRouteDeps {
  readonly options: ApiRouteOptions;
  readonly db: Kysely<Database>;
  readonly sessions: SessionStore;
  readonly limiter: LoginLimiter;
  readonly mailer: Mailer;
  readonly operatorEmails: readonly string[];
  readonly providers: Providers;
  readonly keywordRows: KeywordRowsLookup;
  readonly keywordMetrics: KeywordMetricsLookup;
  readonly jobs: JobPort;
  readonly notificationStore: NotificationStore;
  readonly apiAccess: DeclaredAccess[];
  readonly startedAt: number;
  /** Stemmed competitor pages, shared with the content fetch job. */
  readonly contentPages: PreparedPageCache;
}

export async function registerApiRoutes(api: FastifyInstance, deps: ApiRouteDeps): Promise<void> {
  const { options, db, sessions, limiter, mailer, operatorEmails, providers, keywordRows, keywordMetrics, jobs, notificationStore, apiAccess, startedAt, contentPages } = deps;
  await api.register(statusRoutes, { db, databaseKind: options.database.kind, jobs: options.jobs, startedAt, isDraining: options.isDraining ?? (() => false) });
  await api.register(userRoutes, { db, sessions, limiter });
  const publicUrl = options.mail?.publicUrl ?? 'http://127.0.0.1:3000';
  const mailLimiter = new MailLimiter(db);
  await api.register(accountRoutes, { db, mailer, mailLimiter, publicUrl });
  await api.register(devOutboxRoutes, { db, mailer, operatorEmails });
  await api.register(serviceRoutes, { db });
  await api.register(ssoRoutes, { db, sessions, limiter });
  await api.register(adminRoutes, { db, realtime: options.realtime, operatorEmails });
  await api.register(settingsUserRoutes, { db, realtime: options.realtime, sessions, mailer, mailLimiter, publicUrl });
  await api.register(settingsAuditRoutes, { db });
  await api.register(settingsCompanyRoutes, { db, realtime: options.realtime });
  await api.register(settingsUsageRoutes, { db, now: options.now });
  await api.register(sourcesRoutes, { db, providers, keywordRows });
  await api.register(rankingsRoutes, { providers });
  await api.register(collectionRoutes, { db, keywordMetrics });
  await api.register(collectionCustomColumnRoutes, { db });
  await api.register(keywordsSavedRoutes, { db });
  await api.register(savedViewRoutes, { db });
  const domainKeywords = cachedDomainKeywords(db, providers.domainKeywords, providers.names.domainKeywords);
  await api.register(internalSearchRoutes, { db, ports: { keywordRows, domainKeywords } });
  await api.register(sharedResearchRoutes, { db });
  await api.register(volumeJobRoutes, { db, jobs, cachedOnly: cachedMetricsOnly(db, providers.names.metrics) });
  await api.register(jobRoutes, { db, kinds: jobKinds });
  await api.register(brandRoutes, { db, jobs, providers });
  await api.register(aiChatRoutes, { db, model: providers.languageModel, keywordRows, contentPages, operatorEmails });
  const suggestionLists = cachedSuggestionLists(db, providers.suggestions, providers.names.suggestions, SUGGEST_CONCURRENCY);
  // One briefing lookup for the content suite's briefing and the AI Suite's outline, so both read the same questions and intent.
  const briefing = briefingLookup(suggestionLists, keywordMetrics);
  await api.register(aiSuiteRoutes, { db, jobs, providers, keywordRows, briefing: projectBriefing(db, contentPages, briefing) });
  await api.register(monitoringRoutes, { db, jobs });
  await api.register(monitoringReadRoutes, { db });
  await api.register(monitoringSharedRoutes, { db });
  await api.register(contentProjectRoutes, { db, jobs, cache: contentPages });
  await api.register(contentDraftRoutes, { db, cache: contentPages });
  await api.register(contentAnalysisRoutes, { db, cache: contentPages, briefing, pages: providers });
  await api.register(notificationRoutes, { store: notificationStore });
  const now = options.now ?? (() => new Date());
  await api.register(pageViewRoutes, { db, analytics: options.analytics, now });
  await api.register(checkoutRoutes, { db, payments: providers.payments, mailer, publicUrl, salesTo: options.mail?.salesTo ?? DEFAULT_SALES_EMAIL, realtime: options.realtime, now });
  await api.register(apiDocsRoutes, { routes: apiAccess, version: APP_VERSION, open: options.openApiDocs === true });
}
