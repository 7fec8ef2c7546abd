/** The documented v3 response envelope: top-level status, then one entry per task with its own status. */
import { z } from 'zod';

export const taskSchema = z.object({
  id: z.string().optional(),
  status_code: z.number().int(),
  status_message: z.string().default(''),
  result: z.array(z.unknown()).nullable().optional(),
  /** The task as it was set (task_post echoes it, with the `tag` the caller gave). */
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});

export type EnvelopeTask = z.infer<typeof taskSchema>;

export const envelopeSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string().default(''),
  tasks: z.array(taskSchema).nullable().optional(),
});

export type Envelope = z.infer<typeof envelopeSchema>;
