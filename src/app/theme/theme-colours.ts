import type { ThemeColours } from '../../domain/contracts/company-settings.ts';

/** The CSS variables (src/ui/styles.css) a company's own palette sets; surfaces take the background, so every checked pair is what is shown. */
export function themeColourVariables(colors: ThemeColours | null, mode: 'light' | 'dark' | 'system', highContrast: boolean): Record<string, string> {
  // High contrast is the user's own choice for readability and wins over the company's colours.
  if (colors === null || highContrast) return {};
  const dark = mode === 'dark' || (mode === 'system' && typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const palette = dark ? colors.dark : colors.light;
  return {
    '--bg': palette.background,
    '--surface': palette.background,
    '--surface-2': palette.background,
    '--accent-soft': palette.background,
    '--text': palette.text,
    '--muted': palette.muted,
    '--primary': palette.primary,
    '--primary-text': palette.primary_text,
  };
}

export const THEME_COLOUR_VARIABLES = ['--bg', '--surface', '--surface-2', '--accent-soft', '--text', '--muted', '--primary', '--primary-text'] as const;
