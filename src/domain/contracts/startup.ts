import { z } from 'zod';
import { companySettingsSchema } from './company-settings.ts';
import { idSchema } from './ids.ts';
import { companyStatusSchema, deviceSchema, suiteStatusSchema } from './suite-status.ts';
import { savedHeadersSchema, userSettingsSchema } from './user-settings.ts';

export const startupRequestSchema = z.strictObject({
  user: z.string().min(1).max(254),
  user_id: idSchema,
  company_id: idSchema,
});
export type StartupRequest = z.infer<typeof startupRequestSchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/**
 * Start-up data of SPEC §3. The `*_suite` booleans are the user's own suite flags; the
 * `*_status` fields are the company's status per suite. `actual_date` is the current month;
 * keyword volumes exist for the months before it (`latestMonthKeys` in src/domain/month-keys.ts).
 */
export const startupResponseSchema = z.object({
  userRights: z.array(z.object({ rightID: z.number().int() })),
  rate_usd_to_eur: z.number().positive(),
  plan: z.object({ plan: z.number().int() }),
  admin: z.boolean(),
  company_status: companyStatusSchema,
  campaign: z.string().nullable(),
  actual_date: z.object({ month: z.number().int().min(1).max(12), year: z.number().int() }),
  userSettings: userSettingsSchema,
  saved_headers: savedHeadersSchema,
  research_suite: z.boolean(),
  content_suite: z.boolean(),
  content_suite_group: z.object({ id: z.number().int().nullable() }),
  monitoring_suite: z.boolean(),
  monitoring_suite_group: z.number().int().nullable(),
  monitoring_domain: z.string().nullable(),
  monitoring_device: deviceSchema,
  ki_chat: z.boolean(),
  ai_suite: z.boolean(),
  research_status: suiteStatusSchema,
  content_status: suiteStatusSchema,
  monitoring_status: suiteStatusSchema,
  ai_status: suiteStatusSchema,
  chat_status: suiteStatusSchema,
  company: companyRefSchema.extend({ settings: companySettingsSchema }),
  companies: z.array(companyRefSchema),
  user: z.object({ id: z.number().int(), name: z.string(), mail: z.string() }),
});
export type StartupData = z.infer<typeof startupResponseSchema>;
