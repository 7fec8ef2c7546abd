import { z } from 'zod';
import { contrastProblems, HEX_COLOUR } from '../colour-contrast.ts';

/**
 * Company-specific behaviour is data (docs/architecture.md "Interfaces"): these flags configure the
 * product for a company; they are never permission checks.
 */
export const navEntrySchema = z.object({
  label: z.string().min(1).max(60),
  href: z.string().min(1).max(500),
});

/** An uploaded logo is kept as a data URL (docs/decisions/0042): ~64 KB of file as base64, with room for the prefix. */
export const MAX_LOGO_BYTES = 64 * 1024;
const MAX_LOGO_CHARS = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 64;
export const LOGO_DATA_PREFIXES = { png: 'data:image/png;base64,', svg: 'data:image/svg+xml;base64,' } as const;

const colourSchema = z.string().regex(HEX_COLOUR, 'Use a colour written #RRGGBB, such as #1d4ed8.');

export const themePaletteSchema = z.strictObject({
  background: colourSchema,
  text: colourSchema,
  muted: colourSchema,
  primary: colourSchema,
  primary_text: colourSchema,
});

/** A palette whose text would be hard to read is refused, naming the pair's foreground and its ratio (WCAG AA). */
const checkedPaletteSchema = themePaletteSchema.superRefine((palette, context) => {
  // zod runs refinements after a failed colour too; its own message names that colour already.
  if (!Object.values(palette).every((colour) => HEX_COLOUR.test(colour))) return;
  for (const problem of contrastProblems(palette)) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** The company's own colours for light and dark; null keeps the theme's built-in colours. */
export const themeColoursSchema = z.strictObject({ light: checkedPaletteSchema, dark: checkedPaletteSchema });
export type ThemeColours = z.infer<typeof themeColoursSchema>;

export const companySettingsSchema = z.object({
  theme: z.enum(['default', 'orange', 'whitelabel']),
  logo: z.string().max(MAX_LOGO_CHARS).nullable(),
  extra_navigation: z.array(navEntrySchema).max(20),
  rankings_host: z.string().max(500).nullable(),
  amazon_column: z.boolean(),
  internal_searches: z.boolean(),
  whitelabel_monitoring: z.boolean(),
  // Added with issue 21: rows stored before it have none.
  colors: themeColoursSchema.nullable().default(null),
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
  colors: null,
};
