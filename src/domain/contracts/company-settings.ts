import { z } from 'zod';

/**
 * Company-specific behaviour is data (docs/architecture.md "Interfaces"): these flags configure the
 * product for a company; they are never permission checks.
 */
export const navEntrySchema = z.object({
  label: z.string().min(1).max(60),
  href: z.string().min(1).max(500),
});

export const companySettingsSchema = z.object({
  theme: z.enum(['default', 'orange', 'whitelabel']),
  logo: z.string().max(500).nullable(),
  extra_navigation: z.array(navEntrySchema).max(20),
  rankings_host: z.string().max(500).nullable(),
  amazon_column: z.boolean(),
  internal_searches: z.boolean(),
  whitelabel_monitoring: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const defaultCompanySettings: CompanySettings = {
  theme: 'default',
  logo: null,
  extra_navigation: [],
  rankings_host: null,
  amazon_column: false,
  internal_searches: false,
  whitelabel_monitoring: false,
};
