import { z } from 'zod';
import { aiTaskSchema } from '../../../../src/domain/contracts/ai-suite.ts';
import { SEARCH_INTENTS } from '../../../../src/domain/search-intent.ts';

/** What an AI Suite writing run keeps: the project and task, and what its prompts and bell texts need. */
export const aiTextsPayloadSchema = z.object({
  project_id: z.number().int().positive(),
  name: z.string(),
  task: aiTaskSchema,
  language: z.enum(['de', 'en']),
  brand: z.string().nullable(),
  item_count: z.number().int().min(0),
  uses_model: z.boolean(),
  /** FAQ: the keyword whose questions are answered; outline: the page's keyword. */
  main_keyword: z.string().nullable(),
  /** Outline: the briefing's search intent and the sections the rules chose (src/domain/ai-outline.ts). */
  outline: z
    .object({
      intent: z.enum(SEARCH_INTENTS),
      sections: z.array(
        z.object({ key: z.string(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]), kind: z.enum(['title', 'heading', 'faq', 'question', 'closing']), basis: z.string(), terms: z.array(z.string()) }),
      ),
    })
    .optional(),
});
export type AiTextsPayload = z.infer<typeof aiTextsPayloadSchema>;

/** Keywords per batch: one model call each, so 200 keywords move the bell 20 times. */
export const AI_TEXTS_BATCH = 10;
