import { z } from 'zod';
import { aiTaskSchema } from '../../../../src/domain/contracts/ai-suite.ts';

/** What an AI Suite writing run keeps: the project and task, and what its prompts and bell texts need. */
export const aiTextsPayloadSchema = z.object({
  project_id: z.number().int().positive(),
  name: z.string(),
  task: aiTaskSchema,
  language: z.enum(['de', 'en']),
  brand: z.string().nullable(),
  item_count: z.number().int().min(0),
  uses_model: z.boolean(),
  /** FAQ: the keyword whose questions are answered. */
  main_keyword: z.string().nullable(),
});
export type AiTextsPayload = z.infer<typeof aiTextsPayloadSchema>;

/** Keywords per batch: one model call each, so 200 keywords move the bell 20 times. */
export const AI_TEXTS_BATCH = 10;
