import { z } from 'zod';
import { parseJobPayload } from '../../job-kind.ts';

/** What a bulk volume job keeps for its batches; a resumed job needs the market after a restart. */
export const bulkVolumePayloadSchema = z.object({
  location: z.number().int().positive(),
  language: z.string().min(1),
  /** Distinct keywords of the whole job, for notifications and the job view. */
  keyword_count: z.number().int().min(0),
});
export type BulkVolumePayload = z.infer<typeof bulkVolumePayloadSchema>;

export function bulkVolumePayload(value: Record<string, unknown>): BulkVolumePayload {
  return parseJobPayload(bulkVolumePayloadSchema, 'bulk volume', value);
}
