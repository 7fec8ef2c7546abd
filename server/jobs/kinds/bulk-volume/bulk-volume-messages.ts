import { volumeJobLink } from '../../../../src/domain/contracts/volume-jobs.ts';
import { countOf, formatNumber } from '../../../../src/domain/number-format.ts';
import { savedBatches, sentence } from '../../../notifications/job-messages.ts';
import type { JobKindMessages } from '../../job-kind.ts';
import type { BulkVolumePayload } from './bulk-volume-payload.ts';

const keywords = (n: number) => countOf(n, 'keyword', 'keywords');

/** The bell's texts for a bulk search volume lookup (SPEC §4, issue 7). */
export const bulkVolumeMessages: JobKindMessages<BulkVolumePayload> = {
  title: ({ keyword_count }) => `Search volume: ${keywords(keyword_count)}`,
  link: volumeJobLink,
  progress: (facts) => `Batch ${formatNumber(facts.doneBatches)} of ${formatNumber(facts.totalBatches)}`,
  done: (_facts, { keyword_count }, failed) =>
    failed === 0
      ? `${keywords(keyword_count)} looked up.`
      : `${formatNumber(keyword_count - failed)} of ${keywords(keyword_count)} looked up; ${formatNumber(failed)} failed.`,
  failed: (facts, _payload, reason) => `${sentence(reason ?? 'The lookup stopped.')} ${savedBatches(facts)}; resume to look up the rest.`,
  interrupted: (facts) => `The server restarted while the lookup ran. ${savedBatches(facts)}; resume to look up the rest.`,
};
