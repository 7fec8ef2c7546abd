import { AI_TASK_RULES } from '../../../../src/domain/ai-writing-tasks.ts';
import { aiProjectLink } from '../../../../src/domain/contracts/ai-suite.ts';
import { countOf, formatNumber } from '../../../../src/domain/number-format.ts';
import { savedBatches, sentence } from '../../../notifications/job-messages.ts';
import type { JobKindMessages } from '../../job-kind.ts';
import type { AiTextsPayload } from './ai-texts-payload.ts';

const items = ({ task, item_count }: AiTextsPayload) =>
  task === 'faq' ? countOf(item_count, 'question', 'questions') : task === 'outline' ? countOf(item_count, 'section', 'sections') : countOf(item_count, 'keyword', 'keywords');

/** The bell's texts of an AI Suite writing run; every entry links to the project's task. */
export const aiTextsMessages: JobKindMessages<AiTextsPayload> = {
  title: ({ task, name }) => `${AI_TASK_RULES[task].label}: ${name}`,
  link: (_jobId, { project_id, task }) => `${aiProjectLink(project_id)}?task=${task}`,
  progress: (facts) => `Batch ${formatNumber(facts.doneBatches)} of ${formatNumber(facts.totalBatches)}`,
  done: (_facts, payload, failed) => {
    const how = payload.uses_model ? '' : ' without a model';
    return failed === 0
      ? `${AI_TASK_RULES[payload.task].label} for ${items(payload)} written${how}; review and accept them.`
      : `${AI_TASK_RULES[payload.task].label} written${how}; ${formatNumber(failed)} of ${items(payload)} failed.`;
  },
  failed: (facts, _payload, reason) => `${sentence(reason ?? 'The writing stopped.')} ${savedBatches(facts)}; run the task again to write the rest.`,
  interrupted: (facts) => `The server restarted while the texts were written. ${savedBatches(facts)}; run the task again to write the rest.`,
};
