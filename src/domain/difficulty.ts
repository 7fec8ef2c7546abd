/** Keyword difficulty bands of SPEC §4. */

export type DifficultyLabel = 'very easy' | 'easy' | 'possible' | 'difficult' | 'hard' | 'very hard';

export interface DifficultyBand {
  /** 0 (very easy) … 5 (very hard). */
  index: number;
  label: DifficultyLabel;
  /** Exclusive upper bound, except the last band which includes 100. */
  below: number;
  color: string;
}

// Green to red, readable on light and dark backgrounds.
export const DIFFICULTY_BANDS: readonly DifficultyBand[] = [
  { index: 0, label: 'very easy', below: 15, color: '#1b9e4b' },
  { index: 1, label: 'easy', below: 30, color: '#6cbf3f' },
  { index: 2, label: 'possible', below: 50, color: '#e3b505' },
  { index: 3, label: 'difficult', below: 70, color: '#f08c00' },
  { index: 4, label: 'hard', below: 85, color: '#e8590c' },
  { index: 5, label: 'very hard', below: 100, color: '#c92a2a' },
];

/**
 * The band of a difficulty value 0–100.
 * Choice: out-of-range values (below 0, above 100, NaN, missing) are rejected with null; fractions are allowed.
 */
export function difficultyBand(value: number | null | undefined): DifficultyBand | null {
  if (value === null || value === undefined || Number.isNaN(value) || value < 0 || value > 100) return null;
  return DIFFICULTY_BANDS.find((band) => value < band.below) ?? DIFFICULTY_BANDS[DIFFICULTY_BANDS.length - 1] ?? null;
}
