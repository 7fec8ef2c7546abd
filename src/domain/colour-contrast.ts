/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of colours written #RRGGBB:
 * the rule behind a company's theme colours, checked on the screen and again on the server.
 */

/** WCAG AA for normal text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export const HEX_COLOUR = /^#[0-9a-f]{6}$/iu;

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) throw new Error(`${hex} is not a colour written #RRGGBB`);
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same colour) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: rounded down to two decimals, so 4.499 never shows as a passing 4.50. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;
}

/** The colours of one mode of a company theme. */
export interface ThemePalette {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly primary: string;
  readonly primary_text: string;
}

/** The pairs shown as text on a background: body and secondary text, links, and button labels. */
export const CONTRAST_PAIRS: readonly { readonly fore: keyof ThemePalette; readonly back: keyof ThemePalette; readonly what: string }[] = [
  { fore: 'text', back: 'background', what: 'Text on the background' },
  { fore: 'muted', back: 'background', what: 'Secondary text on the background' },
  { fore: 'primary', back: 'background', what: 'Links on the background' },
  { fore: 'primary_text', back: 'primary', what: 'Button labels on the primary colour' },
];

export type ContrastProblem = { readonly field: keyof ThemePalette; readonly ratio: number; readonly message: string };

/** Every pair of the palette below WCAG AA, each named with its ratio; empty when the palette passes. */
export function contrastProblems(palette: ThemePalette): ContrastProblem[] {
  return CONTRAST_PAIRS.flatMap(({ fore, back, what }) => {
    const ratio = contrastRatio(palette[fore], palette[back]);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    return [{ field: fore, ratio, message: `${what} has a contrast of ${ratioText(ratio)}; WCAG AA needs at least 4,5:1.` }];
  });
}
