import { competitorsPath } from '../../../../src/domain/contracts/content.ts';
import { countOf, formatNumber } from '../../../../src/domain/number-format.ts';
import { savedBatches, sentence } from '../../../notifications/job-messages.ts';
import type { JobKindMessages } from '../../job-kind.ts';
import type { ContentFetchPayload } from './content-fetch-payload.ts';

/** Batch 0 is the search results, every further batch one page. */
const pagesDone = (doneBatches: number) => Math.max(0, doneBatches - 1);

/** The bell's texts of a content fetch: the done entry links to the project's competitors. */
export const contentFetchMessages: JobKindMessages<ContentFetchPayload> = {
  title: ({ keyword }) => `Content project: ${keyword}`,
  link: (_jobId, { project_id }) => competitorsPath(project_id),
  progress: (facts) =>
    facts.doneBatches <= 1 ? 'Top 10 search results found' : `Page ${formatNumber(pagesDone(facts.doneBatches))} of ${formatNumber(facts.totalBatches - 1)} fetched`,
  done: (facts, _payload, failed) =>
    failed === 0
      ? `${countOf(pagesDone(facts.totalBatches), 'competitor page', 'competitor pages')} fetched and measured.`
      : `${formatNumber(pagesDone(facts.totalBatches) - failed)} of ${countOf(pagesDone(facts.totalBatches), 'competitor page', 'competitor pages')} fetched; ${formatNumber(failed)} could not be read.`,
  failed: (facts, _payload, reason) => `${sentence(reason ?? 'The fetch stopped.')} ${savedBatches(facts)}; refresh the competitors to finish the rest.`,
  interrupted: (facts) => `The server restarted while the pages were fetched. ${savedBatches(facts)}; refresh the competitors to finish the rest.`,
};
