import type { CompanySettings } from '../../domain/contracts/company-settings.ts';
import type { UserSettings } from '../../domain/contracts/user-settings.ts';

/** SPEC §2: index 0 is the main app, index 1 the quick-SEO area. */
export function themeIndexFor(pathname: string): 0 | 1 {
  return pathname === '/quickseo' || pathname.startsWith('/quickseo/') ? 1 : 0;
}

export type ThemeAttributes = {
  'data-theme': CompanySettings['theme'];
  'data-theme-index': '0' | '1';
  /** `system` before the user's own setting is known (logged-out pages follow the OS). */
  'data-mode': 'light' | 'dark' | 'system';
  'data-contrast': 'high' | 'normal';
  'data-text': 'bold' | 'normal';
  'data-a11y': 'on' | 'off';
};

/** The attributes on <html> that select the CSS variables of a company theme and user settings. */
export function themeAttributes(theme: CompanySettings['theme'], pathname: string, settings: UserSettings | null): ThemeAttributes {
  return {
    'data-theme': theme,
    'data-theme-index': String(themeIndexFor(pathname)) as '0' | '1',
    'data-mode': settings === null ? 'system' : settings.dark_mode ? 'dark' : 'light',
    'data-contrast': settings?.primary_black ? 'high' : 'normal',
    'data-text': settings?.bold_text ? 'bold' : 'normal',
    'data-a11y': settings?.accessibility_mode ? 'on' : 'off',
  };
}
