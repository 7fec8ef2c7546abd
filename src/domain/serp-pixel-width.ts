/**
 * How wide a title or description is in Google's result page, estimated (issue 20). Google sets
 * titles in Arial 20 px and descriptions in Arial 14 px; Arial's advance widths (the same as
 * Helvetica's, in 1/1000 em) are summed per character and scaled to the font size. Measured
 * browsers round sub-pixels differently, so this is an estimate to within a pixel or two per word.
 */

/** Advance widths in 1/1000 em of Arial Regular, grouped by width. */
const WIDTH_GROUPS: ReadonlyArray<readonly [number, string]> = [
  [191, "'"],
  [222, 'ijl‚‘’'],
  [260, '|'],
  [278, ' !,./:;I[\\]ftÍÌÎÏíìîï·'],
  [333, '()-`r‹›„“”\u00ad'],
  [334, '{}'],
  [355, '"'],
  [389, '*'],
  [469, '^'],
  [500, 'Jckvxyzsçýÿšž'],
  [556, '#$0123456789?L_abdeghnopqu–€£¥«»àáâãäåèéêëñòóôõöùúûü'],
  [584, '+<=>~±×÷'],
  [611, 'FTZßø'],
  [667, 'ABEKPSVXYÀÁÂÃÄÅÈÉÊËÝŠ&'],
  [722, 'CDHNRUwÇÑÙÚÛÜ'],
  [778, 'GOQÒÓÔÕÖØ'],
  [833, 'Mm'],
  [889, '%æ'],
  [944, 'Wœ'],
  [1000, 'ÆŒ—…™'],
  [1015, '@'],
];

const WIDTHS: ReadonlyMap<string, number> = new Map(WIDTH_GROUPS.flatMap(([width, chars]) => [...chars].map((c) => [c, width] as const)));

/** A character outside the table counts as a lower-case letter's width; wide scripts as a full em. */
const DEFAULT_WIDTH = 556;
const WIDE_WIDTH = 1000;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}]/u;

/** The advance width of one character in 1/1000 em. */
export function charWidth(char: string): number {
  const known = WIDTHS.get(char);
  if (known !== undefined) return known;
  if (/\s/u.test(char)) return 278;
  return WIDE.test(char) ? WIDE_WIDTH : DEFAULT_WIDTH;
}

/** The width of `text` in Arial at `fontPx`, in whole pixels (rounded up: a limit is never undercounted). */
export function pixelWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return units === 0 ? 0 : Math.ceil((units * fontPx) / 1000 - 1e-9);
}

export type SerpLine = 'title' | 'description';

/**
 * Google's settings for the two lines: the font size and the width at which it cuts the line off
 * with "…". 600 px is the title's box; 580 leaves room for the ellipsis. Descriptions get about
 * 920 px on a desktop result (two lines of 460 px).
 */
export const SERP_LINES: Readonly<Record<SerpLine, { fontPx: number; maxPx: number; maxChars: number }>> = {
  title: { fontPx: 20, maxPx: 580, maxChars: 60 },
  description: { fontPx: 14, maxPx: 920, maxChars: 155 },
};

export interface SerpFit {
  chars: number;
  pixels: number;
  /** Both the character limit and the pixel width hold. */
  fits: boolean;
}

/** Characters (code points), estimated pixels and whether the text fits the line without being cut. */
export function serpFit(text: string, line: SerpLine): SerpFit {
  const { fontPx, maxPx, maxChars } = SERP_LINES[line];
  const chars = [...text].length;
  const pixels = pixelWidth(text, fontPx);
  return { chars, pixels, fits: chars <= maxChars && pixels <= maxPx };
}
