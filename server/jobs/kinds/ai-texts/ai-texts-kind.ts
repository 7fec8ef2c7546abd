import { AI_TEXTS_JOB_KIND } from '../../../../src/domain/contracts/ai-suite.ts';
import { defineJobKind } from '../../job-kind.ts';
import { aiTextsHandler } from './ai-texts-handler.ts';
import { aiTextsMessages } from './ai-texts-messages.ts';
import { aiTextsPayloadSchema } from './ai-texts-payload.ts';

/** An AI Suite writing run (issue 20): a task over a project's keywords, 10 a batch, results stored per batch. */
export const aiTextsKind = defineJobKind({
  kind: AI_TEXTS_JOB_KIND,
  suite: 'ai-suite',
  label: 'AI texts',
  payload: aiTextsPayloadSchema,
  handler: (services) => aiTextsHandler(services),
  messages: aiTextsMessages,
  rows: (items): string[] => items.filter((item): item is string => typeof item === 'string'),
});
