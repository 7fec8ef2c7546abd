import { brandIndexLink } from '../../../../src/domain/contracts/brands.ts';
import { countOf, formatNumber } from '../../../../src/domain/number-format.ts';
import { savedBatches, sentence } from '../../../notifications/job-messages.ts';
import type { JobKindMessages } from '../../job-kind.ts';
import type { BrandIndexPayload } from './brand-index-payload.ts';

/** The bell's texts of a brand index run (SPEC §4: the done entry links to /brand-index/{listname}). */
export const brandIndexMessages: JobKindMessages<BrandIndexPayload> = {
  title: ({ name }) => `Brand index: ${name}`,
  link: (_jobId, { listname }) => brandIndexLink(listname),
  progress: (facts) => `Batch ${formatNumber(facts.doneBatches)} of ${formatNumber(facts.totalBatches)}`,
  done: (_facts, { brand_count, keyword_count }, failed) =>
    failed === 0
      ? `Share of search of ${countOf(brand_count, 'brand', 'brands')} from ${countOf(keyword_count, 'keyword', 'keywords')} is ready.`
      : `Share of search of ${countOf(brand_count, 'brand', 'brands')} is ready; ${formatNumber(failed)} of ${countOf(keyword_count, 'keyword', 'keywords')} failed.`,
  failed: (facts, _payload, reason) => `${sentence(reason ?? 'The index run stopped.')} ${savedBatches(facts)}; refresh the dashboard to finish the rest.`,
  interrupted: (facts) => `The server restarted while the index ran. ${savedBatches(facts)}; refresh the dashboard to finish the rest.`,
};
