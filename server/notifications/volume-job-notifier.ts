import type { Kysely } from 'kysely';
import { NOTIFICATION_EVENT, type NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { BULK_VOLUME_JOB_KIND } from '../../src/domain/contracts/volume-jobs.ts';
import type { Database } from '../db/schema.ts';
import { bulkVolumePayload } from '../jobs/bulk-volume.ts';
import type { JobLog, JobProgress, ProgressListener } from '../jobs/job-port.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { NotificationStore } from './notification-store.ts';
import { INTERRUPTED_CODE, interruptedMessage, progressMessages } from './volume-job-messages.ts';

export type VolumeJobNotifierDeps = {
  db: Kysely<Database>;
  store: NotificationStore;
  realtime?: Realtime;
  log: JobLog;
  now?: () => Date;
};

export type VolumeJobNotifier = {
  listener: ProgressListener;
  /** Stores a message and pushes it to the company room. */
  publish(companyId: number, message: NotificationMessage): Promise<void>;
  /** Sends the interrupted message for every interrupted job that has not had it yet. */
  notifyInterrupted(): Promise<void>;
  /** Settles once every message handed over so far is stored and sent. */
  idle(): Promise<void>;
};

/**
 * Turns the job runner's progress reports of bulk volume jobs into notifications. Reports are
 * handled one after another: a progress update stored before the entry it updates would be lost.
 */
export function createVolumeJobNotifier(deps: VolumeJobNotifierDeps): VolumeJobNotifier {
  const { db, store, realtime, log } = deps;
  const now = deps.now ?? (() => new Date());
  // Jobs this process reported as running since their last start: the next report only moves progress.
  const open = new Set<string>();
  let tail: Promise<void> = Promise.resolve();

  const publish = async (companyId: number, message: NotificationMessage) => {
    await store.apply(companyId, message);
    realtime?.emitToCompany(companyId, NOTIFICATION_EVENT, message);
  };

  const handle = async (progress: JobProgress, sentAt: string) => {
    const job = await db.selectFrom('jobs').select(['kind', 'payload']).where('id', '=', progress.jobId).executeTakeFirst();
    if (!job || job.kind !== BULK_VOLUME_JOB_KIND) return;
    const firstSeen = !open.has(progress.jobId);
    if (progress.status === 'running') open.add(progress.jobId);
    else open.delete(progress.jobId);
    const { keyword_count } = bulkVolumePayload(job.payload);
    for (const message of progressMessages(progress, keyword_count, firstSeen, sentAt)) await publish(progress.companyId, message);
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
      const jobs = await db
        .selectFrom('jobs')
        .select(['id', 'company_id', 'payload', 'done_batches', 'total_batches'])
        .where('kind', '=', BULK_VOLUME_JOB_KIND)
        .where('status', '=', 'interrupted')
        .orderBy('created_at')
        .execute();
      for (const job of jobs) {
        const entry = await store.entry(job.company_id, job.id);
        if (entry?.type === 0 && entry.code === INTERRUPTED_CODE) continue;
        const facts = { jobId: job.id, keywordCount: bulkVolumePayload(job.payload).keyword_count, doneBatches: job.done_batches, totalBatches: job.total_batches };
        enqueue(() => publish(job.company_id, interruptedMessage(facts, now().toISOString())));
      }
      await tail;
    },
    idle: () => tail,
  };
}
