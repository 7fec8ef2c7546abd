import type { NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { volumeJobLink } from '../../src/domain/contracts/volume-jobs.ts';
import { formatNumber } from '../../src/domain/number-format.ts';
import type { JobProgress } from '../jobs/job-port.ts';

/** The error code of a job the in-process runner found unfinished at start; its screen offers Resume. */
export const INTERRUPTED_CODE = 'interrupted';

export type VolumeJobFacts = {
  jobId: string;
  keywordCount: number;
  doneBatches: number;
  totalBatches: number;
};

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function volumeJobTitle(keywordCount: number): string {
  return `Search volume: ${count(keywordCount, 'keyword', 'keywords')}`;
}

/** Whole percent of finished batches; 100 only when every batch is done. */
export function batchProgress(doneBatches: number, totalBatches: number): number {
  if (totalBatches <= 0) return 0;
  return Math.min(100, Math.floor((doneBatches * 100) / totalBatches));
}

/** A reason as a sentence of its own: the runner's reasons start lower-case and may lack a full stop. */
function sentence(text: string): string {
  const trimmed = text.trim().slice(0, 1500);
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/u.test(capital) ? capital : `${capital}.`;
}

function savedBatches(facts: VolumeJobFacts): string {
  return `${count(facts.doneBatches, 'batch', 'batches')} of ${formatNumber(facts.totalBatches)} are saved`;
}

/**
 * The messages for a job this process starts working on: type 1 opens (or, on resume, reopens)
 * the entry at 0, and a resumed job's type 3 moves it on to what is already done.
 */
export function startedMessages(facts: VolumeJobFacts, sentAt: string): NotificationMessage[] {
  const opened: NotificationMessage = { type: 1, id: facts.jobId, title: volumeJobTitle(facts.keywordCount), progress: 0, link: volumeJobLink(facts.jobId), sent_at: sentAt };
  return facts.doneBatches > 0 ? [opened, batchMessage(facts, sentAt)] : [opened];
}

export function batchMessage(facts: VolumeJobFacts, sentAt: string): NotificationMessage {
  return {
    type: 3,
    id: facts.jobId,
    progress: batchProgress(facts.doneBatches, facts.totalBatches),
    message: `Batch ${formatNumber(facts.doneBatches)} of ${formatNumber(facts.totalBatches)}`,
    sent_at: sentAt,
  };
}

export function doneMessage(facts: VolumeJobFacts, failedKeywords: number, sentAt: string): NotificationMessage {
  const found = facts.keywordCount - failedKeywords;
  const message =
    failedKeywords === 0
      ? `${count(facts.keywordCount, 'keyword', 'keywords')} looked up.`
      : `${formatNumber(found)} of ${count(facts.keywordCount, 'keyword', 'keywords')} looked up; ${formatNumber(failedKeywords)} failed.`;
  return { type: 2, id: facts.jobId, title: volumeJobTitle(facts.keywordCount), message, link: volumeJobLink(facts.jobId), sent_at: sentAt };
}

/** `code` is the provider's (`no_credits_left` gets its own text in the list), or null for another failure. */
export function failedMessage(facts: VolumeJobFacts, error: { message: string; code: string | null }, sentAt: string): NotificationMessage {
  return {
    type: 0,
    id: facts.jobId,
    title: volumeJobTitle(facts.keywordCount),
    message: `${sentence(error.message)} ${savedBatches(facts)}; resume to look up the rest.`,
    code: error.code,
    link: volumeJobLink(facts.jobId),
    sent_at: sentAt,
  };
}

export function interruptedMessage(facts: VolumeJobFacts, sentAt: string): NotificationMessage {
  return {
    type: 0,
    id: facts.jobId,
    title: volumeJobTitle(facts.keywordCount),
    message: `The server restarted while the lookup ran. ${savedBatches(facts)}; resume to look up the rest.`,
    code: INTERRUPTED_CODE,
    link: volumeJobLink(facts.jobId),
    sent_at: sentAt,
  };
}

/**
 * The messages one progress report of a bulk volume job turns into. `firstSeen`: the first report
 * of this job in this process since it last started, which opens the entry.
 */
export function progressMessages(progress: JobProgress, keywordCount: number, firstSeen: boolean, sentAt: string): NotificationMessage[] {
  const facts: VolumeJobFacts = { jobId: progress.jobId, keywordCount, doneBatches: progress.doneBatches, totalBatches: progress.totalBatches };
  switch (progress.status) {
    case 'running':
      return firstSeen ? startedMessages(facts, sentAt) : [batchMessage(facts, sentAt)];
    case 'done':
      return [doneMessage(facts, progress.failed.length, sentAt)];
    case 'failed':
      return [failedMessage(facts, progress.error ?? { message: 'The lookup stopped.', code: null }, sentAt)];
    case 'interrupted':
      return [interruptedMessage(facts, sentAt)];
    case 'queued':
      return [];
  }
}
