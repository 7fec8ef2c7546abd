import { z } from 'zod';
import { idSchema } from './ids.ts';
import { companySettingsSchema, navEntrySchema, themeColoursSchema, type CompanySettings } from './company-settings.ts';

/** An entry of the company's own navigation: a web address or a path of this app, never script. */
const editableNavEntrySchema = navEntrySchema.extend({
  label: z.string().trim().min(1, 'Enter the text of the entry.').max(60, 'Use at most 60 characters.'),
  href: z
    .string()
    .trim()
    .max(500)
    .refine((href) => /^https?:\/\/[^\s/]+\.[^\s]+$/iu.test(href) || /^\/(?!\/)\S*$/u.test(href), 'Use a web address starting with https:// or a path of this app starting with /.'),
});

/** The rankings host of SPEC §1: an https origin the monitoring asks instead of the built-in tracker. */
const rankingsHostSchema = z
  .string()
  .trim()
  .max(500)
  .refine((host) => {
    if (!/^https:\/\/[^\s]+$/iu.test(host)) return false;
    let url: URL;
    try {
      url = new URL(host);
    } catch {
      return false;
    }
    return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  }, 'Use an https address without a path, such as https://rankings.example.com.')
  .nullable();

/** What Settings changes about the company; each field is optional, so one save changes only what it names. */
export const companySettingsChangesSchema = z.strictObject({
  theme: companySettingsSchema.shape.theme.optional(),
  colors: themeColoursSchema.nullable().optional(),
  extra_navigation: z.array(editableNavEntrySchema).max(20, 'Use at most 20 entries.').optional(),
  rankings_host: rankingsHostSchema.optional(),
  amazon_column: z.boolean().optional(),
  internal_searches: z.boolean().optional(),
  whitelabel_monitoring: z.boolean().optional(),
});
export type CompanySettingsChanges = z.infer<typeof companySettingsChangesSchema>;

export const companySettingsUpdateRequestSchema = z.strictObject({ company_id: idSchema, changes: companySettingsChangesSchema });
export type CompanySettingsUpdateRequest = z.infer<typeof companySettingsUpdateRequestSchema>;

export const companyLogoRequestSchema = z.strictObject({
  company_id: idSchema,
  /** The file as base64; null takes the logo away. */
  logo: z.strictObject({ format: z.enum(['png', 'svg']), base64: z.string().max(200_000).regex(/^[A-Za-z0-9+/]*={0,2}$/u, 'Send the file as base64.') }).nullable(),
});
export type CompanyLogoRequest = z.infer<typeof companyLogoRequestSchema>;

export const companySettingsResponseSchema = z.object({
  settings: companySettingsSchema,
  /** What the SVG sanitiser took out of an uploaded logo (scripts, handlers, links), for the admin to see. */
  removed: z.array(z.string()),
});
export type CompanySettingsResponse = { settings: CompanySettings; removed: string[] };
