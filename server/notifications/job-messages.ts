import type { NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { countOf, formatNumber } from '../../src/domain/number-format.ts';
import type { JobFacts, JobTexts } from '../jobs/job-kind.ts';
import type { JobProgress } from '../jobs/job-port.ts';

/** The error code of a job the in-process runner found unfinished at start; its screen offers Resume. */
export const INTERRUPTED_CODE = 'interrupted';

/** Whole percent of finished batches; 100 only when every batch is done. */
export function batchProgress(doneBatches: number, totalBatches: number): number {
  if (totalBatches <= 0) return 0;
  return Math.min(100, Math.floor((doneBatches * 100) / totalBatches));
}

/** A reason as a sentence of its own: the runner's reasons start lower-case and may lack a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim().slice(0, 1500);
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/u.test(capital) ? capital : `${capital}.`;
}

/** "2 batches of 15 are saved": what a failed or interrupted job keeps for its resume. */
export function savedBatches(facts: JobFacts): string {
  return `${countOf(facts.doneBatches, 'batch', 'batches')} of ${formatNumber(facts.totalBatches)} are saved`;
}

/**
 * The messages for a job this process starts working on: type 1 opens (or, on resume, reopens)
 * the entry at 0, and a resumed job's type 3 moves it on to what is already done.
 */
function startedMessages(texts: JobTexts, facts: JobFacts, sentAt: string): NotificationMessage[] {
  const opened: NotificationMessage = { type: 1, id: facts.jobId, title: texts.title, progress: 0, link: texts.link, sent_at: sentAt };
  return facts.doneBatches > 0 ? [opened, batchMessage(texts, facts, sentAt)] : [opened];
}

function batchMessage(texts: JobTexts, facts: JobFacts, sentAt: string): NotificationMessage {
  return { type: 3, id: facts.jobId, progress: batchProgress(facts.doneBatches, facts.totalBatches), message: texts.progress(facts), sent_at: sentAt };
}

/** `code` is the provider's (`no_credits_left` gets its own text in the list), or null for another failure. */
function stoppedMessage(texts: JobTexts, facts: JobFacts, message: string, code: string | null, sentAt: string): NotificationMessage {
  return { type: 0, id: facts.jobId, title: texts.title, message, code, link: texts.link, sent_at: sentAt };
}

export function interruptedMessage(texts: JobTexts, facts: JobFacts, sentAt: string): NotificationMessage {
  return stoppedMessage(texts, facts, texts.interrupted(facts), INTERRUPTED_CODE, sentAt);
}

/**
 * The messages one progress report of a job turns into. `firstSeen`: the first report of this job
 * in this process since it last started, which opens the entry.
 */
export function progressMessages(progress: JobProgress, texts: JobTexts, firstSeen: boolean, sentAt: string): NotificationMessage[] {
  const facts: JobFacts = { jobId: progress.jobId, doneBatches: progress.doneBatches, totalBatches: progress.totalBatches };
  switch (progress.status) {
    case 'running':
      return firstSeen ? startedMessages(texts, facts, sentAt) : [batchMessage(texts, facts, sentAt)];
    case 'done':
      return [{ type: 2, id: facts.jobId, title: texts.title, message: texts.done(facts, progress.failed.length), link: texts.link, sent_at: sentAt }];
    case 'failed':
      return [stoppedMessage(texts, facts, texts.failed(facts, progress.error?.message), progress.error?.code ?? null, sentAt)];
    case 'interrupted':
      return [interruptedMessage(texts, facts, sentAt)];
    case 'queued':
      return [];
  }
}
