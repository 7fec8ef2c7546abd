import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from '../../domain/contracts/user-settings.ts';
import { themeAttributes, themeIndexFor } from './theme-attributes.ts';

describe('theme attributes', () => {
  it('uses theme index 1 inside the quick-SEO area and 0 elsewhere', () => {
    expect(themeIndexFor('/quickseo/monitoring')).toBe(1);
    expect(themeIndexFor('/quickseo')).toBe(1);
    expect(themeIndexFor('/monitoring')).toBe(0);
    expect(themeIndexFor('/quickseofake')).toBe(0);
  });

  it('uses light mode when the user has dark mode off', () => {
    expect(themeAttributes('default', '/', defaultUserSettings)['data-mode']).toBe('light');
  });

  it('maps the user settings to mode, contrast, text and accessibility', () => {
    expect(themeAttributes('orange', '/', { ...defaultUserSettings, dark_mode: true, primary_black: true, bold_text: true, accessibility_mode: true })).toEqual({
      'data-theme': 'orange', 'data-theme-index': '0', 'data-mode': 'dark', 'data-contrast': 'high', 'data-text': 'bold', 'data-a11y': 'on',
    });
    expect(themeAttributes('default', '/quickseo/monitoring', null)).toMatchObject({ 'data-mode': 'system', 'data-theme-index': '1' });
  });
});
