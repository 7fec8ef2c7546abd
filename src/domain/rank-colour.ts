/** Rank colour bands of SPEC §9: ten positions per band over ten colours. */

// Page 1 green through page 10 red.
export const RANK_BAND_COLOURS = [
  '#2b8a3e', '#5c940d', '#82c91e', '#c0ca33', '#fab005',
  '#f59f00', '#f76707', '#e8590c', '#e03131', '#a61e4d',
] as const;

/**
 * Band 0 for positions 1–10, band 1 for 11–20, … band 9 for 91–100; null beyond 100, below 1 or missing.
 * Choice: a fractional average position belongs to the band of the page it has passed (10.5 → band 1).
 */
export function rankBand(position: number | null | undefined): number | null {
  if (position === null || position === undefined || Number.isNaN(position) || position < 1 || position > 100) return null;
  return Math.ceil(position / 10) - 1;
}

export function rankColour(position: number | null | undefined): string | null {
  const band = rankBand(position);
  return band === null ? null : (RANK_BAND_COLOURS[band] ?? null);
}
