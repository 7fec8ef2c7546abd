import { monitoringProjectLink } from '../../../../src/domain/contracts/monitoring.ts';
import { countOf, formatNumber } from '../../../../src/domain/number-format.ts';
import { savedBatches, sentence } from '../../../notifications/job-messages.ts';
import type { JobKindMessages } from '../../job-kind.ts';
import type { MonitoringUpdatePayload } from './monitoring-update-payload.ts';

const keywords = (n: number) => countOf(n, 'keyword', 'keywords');

/** The bell's texts for a project's rank update: opened, moved on per batch, finished or failed. */
export const monitoringUpdateMessages: JobKindMessages<MonitoringUpdatePayload> = {
  title: ({ domain, trigger }) => (trigger === 'retry' ? `Rankings retry: ${domain}` : `Rankings update: ${domain}`),
  link: (_jobId, payload) => monitoringProjectLink(payload.project_id),
  progress: (facts, { keyword_count }) => `${formatNumber(Math.min(keyword_count, facts.doneBatches * 100))} of ${keywords(keyword_count)} looked up`,
  done: (_facts, { keyword_count }, failed) =>
    failed === 0
      ? `Rankings of ${keywords(keyword_count)} updated.`
      : `Rankings of ${formatNumber(keyword_count - failed)} of ${keywords(keyword_count)} updated; ${formatNumber(failed)} lookups failed and are retried later.`,
  failed: (facts, _payload, reason) => `The rankings update failed. ${sentence(reason ?? 'The lookup stopped.')} ${savedBatches(facts)}.`,
  interrupted: (facts) => `The server restarted during the rankings update. ${savedBatches(facts)}; update the project to finish it.`,
};
