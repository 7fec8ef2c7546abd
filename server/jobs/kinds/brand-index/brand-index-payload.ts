import { z } from 'zod';
import { parseJobPayload } from '../../job-kind.ts';

/** What a brand index run keeps: the dashboard it is for and the claim it binds (server/brands/brand-runs.ts). */
export const brandIndexPayloadSchema = z.object({
  dashboard_id: z.number().int().positive(),
  listname: z.string().min(1),
  name: z.string(),
  location: z.number().int().positive(),
  language: z.string().min(1),
  keyword_count: z.number().int().min(0),
  brand_count: z.number().int().min(0),
  /** The dashboard's `current_run` claim this job replaces with its id once it runs. */
  claim: z.string().min(1),
});
export type BrandIndexPayload = z.infer<typeof brandIndexPayloadSchema>;

export function brandIndexPayload(value: Record<string, unknown>): BrandIndexPayload {
  return parseJobPayload(brandIndexPayloadSchema, 'brand index', value);
}
