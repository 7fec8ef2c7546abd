import type { Kysely } from 'kysely';
import { NOTIFICATION_EVENT, type NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import type { Database } from '../db/schema.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import type { JobLog, JobProgress, ProgressListener } from '../jobs/job-port.ts';
import { interruptedJobs, jobKindAndPayload } from '../jobs/job-store.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { NotificationStore } from './notification-store.ts';
import { INTERRUPTED_CODE, interruptedMessage, progressMessages } from './job-messages.ts';

export type JobNotifierDeps = {
  db: Kysely<Database>;
  store: NotificationStore;
  /** The kinds whose jobs are told about; a job of another kind passes silently. */
  kinds: readonly JobKind[];
  realtime?: Realtime;
  log: JobLog;
  now?: () => Date;
};

export type JobNotifier = {
  listener: ProgressListener;
  /** Stores a message and pushes it to the company room. */
  publish(companyId: number, message: NotificationMessage): Promise<void>;
  /** Sends the interrupted message for every interrupted job that has not had it yet. */
  notifyInterrupted(): Promise<void>;
  /** Settles once every message handed over so far is stored and sent. */
  idle(): Promise<void>;
};

/**
 * Turns the job runner's progress reports into notifications, with the texts of each job's kind.
 * Reports are handled one after another: a progress update stored before the entry it updates
 * would be lost.
 */
export function createJobNotifier(deps: JobNotifierDeps): JobNotifier {
  const { db, store, realtime, log } = deps;
  const now = deps.now ?? (() => new Date());
  const kinds = new Map(deps.kinds.map((kind) => [kind.kind, kind]));
  // Jobs this process reported as running since their last start: the next report only moves progress.
  const open = new Set<string>();
  let tail: Promise<void> = Promise.resolve();

  const publish = async (companyId: number, message: NotificationMessage) => {
    await store.apply(companyId, message);
    realtime?.emitToCompany(companyId, NOTIFICATION_EVENT, message);
  };

  const handle = async (progress: JobProgress, sentAt: string) => {
    const job = await jobKindAndPayload(db, progress.jobId);
    const kind = job && kinds.get(job.kind);
    if (!job || !kind) return;
    const firstSeen = !open.has(progress.jobId);
    if (progress.status === 'running') open.add(progress.jobId);
    else open.delete(progress.jobId);
    const texts = kind.texts(progress.jobId, job.payload);
    for (const message of progressMessages(progress, texts, firstSeen, sentAt)) await publish(progress.companyId, message);
  };

  const enqueue = (work: () => Promise<void>) => {
    tail = tail.then(work).catch((error: unknown) => log.error(`job notification failed: ${error instanceof Error ? error.message : String(error)}`));
  };

  return {
    listener: (progress) => {
      const sentAt = now().toISOString();
      enqueue(() => handle(progress, sentAt));
    },
    publish,
    async notifyInterrupted() {
      for (const job of await interruptedJobs(db, [...kinds.keys()])) {
        const kind = kinds.get(job.kind);
        const entry = await store.entry(job.company_id, job.id);
        if (!kind || (entry?.type === 0 && entry.code === INTERRUPTED_CODE)) continue;
        const texts = kind.texts(job.id, job.payload);
        const facts = { jobId: job.id, doneBatches: job.done_batches, totalBatches: job.total_batches };
        enqueue(() => publish(job.company_id, interruptedMessage(texts, facts, now().toISOString())));
      }
      await tail;
    },
    idle: () => tail,
  };
}
