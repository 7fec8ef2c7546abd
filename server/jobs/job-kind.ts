import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { UsageSuite } from '../../src/domain/provider-usage.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import type { KeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import type { Providers } from '../providers/ports.ts';
import type { BatchContext, BatchHandler, BatchResult, SchedulePlan } from './job-port.ts';
import type { JobSchedule } from './schedule/job-schedule.ts';
import { withUsage } from '../usage/usage-scope.ts';

/** What the server hands every job kind's handler and schedule plan (built once in server/app.ts). */
export type JobServices = {
  db: Kysely<Database>;
  providers: Providers;
  /** Keyword metrics through the cache and the month rule: never call the metrics port directly. */
  keywordMetrics: KeywordMetricsLookup;
  /** The app's stemmed competitor pages, shared with the content routes; a runner without them makes its own. */
  contentPages?: PreparedPageCache;
};

/** Where a job stands when a notification is written. */
export type JobFacts = { jobId: string; doneBatches: number; totalBatches: number };

/**
 * The texts of a kind's notifications. The generic notifier (server/notifications/job-notifier.ts)
 * turns them into the bell's messages: opened with the title, moved on per batch, closed as done,
 * failed or interrupted, each linking to the job's screen.
 */
export type JobKindMessages<P> = {
  title(payload: P): string;
  /** The job's screen; every entry of the job links there (the payload may name it, e.g. a listname). */
  link(jobId: string, payload: P): string;
  /** After a batch is saved. */
  progress(facts: JobFacts, payload: P): string;
  /** `failedItems`: items the handler gave up on while the rest of their batch worked. */
  done(facts: JobFacts, payload: P, failedItems: number): string;
  /** `reason` is the runner's sentence, lower-case and without a full stop; undefined when it gave none. */
  failed(facts: JobFacts, payload: P, reason: string | undefined): string;
  /** The in-process runner found the job unfinished at start (the server restarted mid-job). */
  interrupted(facts: JobFacts, payload: P): string;
};

/** A job a schedule plans at one tick. */
export type ScheduledJob<P> = { companyId: number; userId: number; payload: P; batches: unknown[][] };

export type JobKindSchedule<P> = {
  when: JobSchedule;
  /** The jobs to enqueue at the tick `tickAt` (none is fine). */
  plan(services: JobServices, tickAt: Date): Promise<ScheduledJob<P>[]>;
};

/**
 * One kind of background job, complete: adding a kind is a folder under server/jobs/kinds/ holding
 * one of these, and an entry in server/jobs/job-kinds.ts.
 */
export type JobKindDefinition<P extends Record<string, unknown>, R> = {
  /** Stored in jobs.kind; also BullMQ's entry name. */
  kind: string;
  /** For error texts: "the bulk volume job's payload is broken". */
  label: string;
  /** The suite its provider lookups are counted for, against the job's company (Settings → Usage, decision 0053). */
  suite: UsageSuite;
  /** What every job of the kind keeps in jobs.payload; read back with it after any restart. */
  payload: z.ZodType<P>;
  /** Processes one batch; its result `items` are stored with the batch and paged by jobResultsPage. */
  handler(services: JobServices): (batch: unknown[], ctx: BatchContext, payload: P) => Promise<BatchResult>;
  messages: JobKindMessages<P>;
  /** The rows a screen shows for stored result items (one page of them at a time). */
  rows(items: readonly unknown[]): R[];
  schedule?: JobKindSchedule<P>;
};

/** One job's notification texts, its payload read once. */
export type JobTexts = {
  title: string;
  link: string;
  progress(facts: JobFacts): string;
  done(facts: JobFacts, failedItems: number): string;
  failed(facts: JobFacts, reason: string | undefined): string;
  interrupted(facts: JobFacts): string;
};

/** A kind as the generic code sees it (registration, notifier): no payload type leaks out. */
export type JobKind = {
  readonly kind: string;
  batchHandler(services: JobServices): BatchHandler;
  /** Throws when the stored payload does not fit the kind's schema. */
  texts(jobId: string, payload: Record<string, unknown>): JobTexts;
  schedule(services: JobServices): { when: JobSchedule; plan: SchedulePlan } | undefined;
};

export type DefinedJobKind<P extends Record<string, unknown>, R> = JobKind & {
  parsePayload(value: Record<string, unknown>): P;
  rows(items: readonly unknown[]): R[];
};

export function parseJobPayload<P>(schema: z.ZodType<P>, label: string, value: Record<string, unknown>): P {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`the ${label} job's payload is broken: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

export function defineJobKind<P extends Record<string, unknown>, R>(definition: JobKindDefinition<P, R>): DefinedJobKind<P, R> {
  const { kind, label, messages } = definition;
  const parsePayload = (value: Record<string, unknown>) => parseJobPayload(definition.payload, label, value);
  return {
    kind,
    parsePayload,
    rows: definition.rows,
    batchHandler(services) {
      const handle = definition.handler(services);
      return (batch, ctx) => withUsage({ companyId: ctx.companyId, suite: definition.suite }, () => handle(batch, ctx, parsePayload(ctx.payload)));
    },
    texts(jobId, value) {
      const payload = parsePayload(value);
      return {
        title: messages.title(payload),
        link: messages.link(jobId, payload),
        progress: (facts) => messages.progress(facts, payload),
        done: (facts, failedItems) => messages.done(facts, payload, failedItems),
        failed: (facts, reason) => messages.failed(facts, payload, reason),
        interrupted: (facts) => messages.interrupted(facts, payload),
      };
    },
    schedule(services) {
      const schedule = definition.schedule;
      if (!schedule) return undefined;
      return {
        when: schedule.when,
        plan: async (tickAt) => (await schedule.plan(services, tickAt)).map((job) => ({ kind, ...job })),
      };
    },
  };
}
