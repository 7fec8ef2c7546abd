import { z } from 'zod';
import { idSchema } from './ids.ts';
import { savedHeadersSchema, userSettingsSchema } from './user-settings.ts';

/** A partial update: only the named settings change; unknown keys are refused. */
export const settingsUpdateRequestSchema = z.strictObject({
  user_id: idSchema,
  company_id: idSchema,
  settings: userSettingsSchema.partial().strict(),
});
export const settingsUpdateResponseSchema = z.object({ settings: userSettingsSchema });

/** Replaces the whole set of saved layouts. */
export const headerUpdateRequestSchema = z.strictObject({
  user_id: idSchema,
  company_id: idSchema,
  saved_headers: savedHeadersSchema,
});
export const headerUpdateResponseSchema = z.object({ saved_headers: savedHeadersSchema });
