import { z } from 'zod';

/** What a content fetch keeps: the project and the market its SERP is asked in. */
export const contentFetchPayloadSchema = z.object({
  project_id: z.number().int().positive(),
  keyword: z.string().min(1),
  /** Their words are kept in the term analysis; jobs queued before they were kept have none. */
  secondary_keywords: z.array(z.string()).default([]),
  location: z.number().int().positive(),
  language: z.string().min(1),
  device: z.enum(['desktop', 'mobile']),
});
export type ContentFetchPayload = z.infer<typeof contentFetchPayloadSchema>;

