import { z } from 'zod';

/** User settings of SPEC §3. */
export const userSettingsSchema = z.object({
  dark_mode: z.boolean(),
  advancedMode: z.boolean(),
  primary_black: z.boolean(),
  accessibility_mode: z.boolean(),
  bold_text: z.boolean(),
  show_update_message: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultUserSettings: UserSettings = {
  dark_mode: false,
  advancedMode: false,
  primary_black: false,
  accessibility_mode: false,
  bold_text: false,
  show_update_message: true,
};

/**
 * Saved table layouts, keyed by table id. The workbench owns the inner shape; the server only
 * checks that it is JSON of bounded size (see MAX_SAVED_HEADERS_BYTES).
 */
export const savedHeadersSchema = z.record(z.string().min(1).max(100), z.json());
export type SavedHeaders = z.infer<typeof savedHeadersSchema>;
export const MAX_SAVED_HEADERS_BYTES = 256 * 1024;
