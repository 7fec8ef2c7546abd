import { z } from 'zod';

/** What a monitoring update keeps for its batches (keyword ids, 100 a batch: DataForSEO's task limit). */
export const monitoringUpdatePayloadSchema = z.object({
  project_id: z.number().int().positive(),
  /** For the bell's texts; the handler reads the project itself. */
  domain: z.string().min(1),
  /** The Berlin day the lookups stand for, `YYYY-MM-DD`. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  keyword_count: z.number().int().min(0),
  trigger: z.enum(['schedule', 'manual', 'create', 'retry']),
});
export type MonitoringUpdatePayload = z.infer<typeof monitoringUpdatePayloadSchema>;

/** Keywords per batch: one DataForSEO task_post call takes up to 100 tasks. */
export const UPDATE_BATCH_SIZE = 100;
