import { describe, expect, it } from 'vitest';
import { themeColourVariables } from './theme-colours.ts';

const colors = {
  light: { background: '#ffffff', text: '#111111', muted: '#555555', primary: '#0b5394', primary_text: '#ffffff' },
  dark: { background: '#101010', text: '#eeeeee', muted: '#aaaaaa', primary: '#8ab4f8', primary_text: '#000000' },
};

describe("a company's own colours as CSS variables", () => {
  it('sets the palette of the mode, surfaces included, so every checked pair is what is drawn', () => {
    expect(themeColourVariables(colors, 'light', false)).toMatchObject({ '--bg': '#ffffff', '--surface': '#ffffff', '--text': '#111111', '--primary-text': '#ffffff' });
    expect(themeColourVariables(colors, 'dark', false)).toMatchObject({ '--bg': '#101010', '--muted': '#aaaaaa', '--primary': '#8ab4f8' });
  });

  it('sets nothing without own colours or when the user chose high contrast', () => {
    expect(themeColourVariables(null, 'light', false)).toEqual({});
    expect(themeColourVariables(colors, 'dark', true)).toEqual({});
  });
});
