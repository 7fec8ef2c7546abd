import { z } from 'zod';

/** Every error the API answers has this shape; `message` is for people and never holds a stack. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const statusResponseSchema = z.object({ api_online: z.literal(true) });
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  /** The parts that do not answer: the 503's reason an operator reads first. */
  down: z.array(z.enum(['database', 'redis'])),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  jobs: z.object({ runner: z.enum(['in-process', 'bullmq']), ok: z.boolean() }),
  uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
