/**
 * Shares of search as the screens write them: German percent with one decimal (`34,5 %`), a missing
 * month as `-` (SPEC §9). The signed change reuses formatChange of the domain.
 */
import { MISSING } from './number-format.ts';

const shareFormat = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pointsFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** `0.345` → `34,5 %`; null or not finite → `-`. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return MISSING;
  // Intl puts a non-breaking space before %; a plain one matches what people type and search for.
  return shareFormat.format(share).replace(/\u00a0/gu, ' ');
}

/** A change of share in percentage points: `0.021` → `+2,1 pp`; `-0.004` → `-0,4 pp`; null → `-`. */
export function formatSharePoints(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return MISSING;
  return `${pointsFormat.format(change * 100).replace('\u2212', '-')} pp`;
}
