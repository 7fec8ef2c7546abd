import { z } from 'zod';

/** The guided tours of the app; a tour's id is what `tours_finished` remembers. */
export const TOUR_IDS = ['ideas'] as const;
export const tourIdSchema = z.enum(TOUR_IDS);
export type TourId = z.infer<typeof tourIdSchema>;

/**
 * The tours a user finished (or ended on purpose), each once. Optional: settings stored before
 * tours existed lack it, and a missing list means none finished (docs/decisions/0019).
 */
export const toursFinishedSchema = z
  .array(tourIdSchema)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'names a tour more than once' });

/** User settings of SPEC §3, plus the finished guided tours. */
export const userSettingsSchema = z.object({
  dark_mode: z.boolean(),
  advancedMode: z.boolean(),
  primary_black: z.boolean(),
  accessibility_mode: z.boolean(),
  bold_text: z.boolean(),
  show_update_message: z.boolean(),
  tours_finished: toursFinishedSchema.optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
/** The on/off settings (the user menu's switches). */
export type SwitchSetting = Exclude<keyof UserSettings, 'tours_finished'>;

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
