import { organicCtr, type Device } from './organic-ctr.ts';
import type { RankResult } from './rank-result.ts';

/** One tracked keyword on one day: its monthly search volume and the domain's lookup. */
export type VisibilityInput = { volume: number | null; result: RankResult | null };

/** A volume that can be multiplied: missing, negative or not finite counts 0. */
function usableVolume(volume: number | null): number {
  return volume !== null && Number.isFinite(volume) && volume > 0 ? volume : 0;
}

/**
 * Estimated monthly clicks of one keyword: volume × CTR(position, device) from the CTR table. 0 when
 * the domain is not in the top 20 or not found; null when the day has no answer (failed or pending)
 * or the volume is unknown, because neither is a known zero.
 */
export function estimatedClicks(volume: number | null, result: RankResult | null, device: Device): number | null {
  if (volume === null || result === null) return null;
  if (result.status === 'failed' || result.status === 'pending') return null;
  if (result.status === 'not_found') return 0;
  return (usableVolume(volume) * (organicCtr(result.position, device) ?? 0)) / 100;
}

/**
 * The visibility index of a domain on one day and device: the sum over the tracked keywords of
 * search volume × CTR(position, device), i.e. the clicks a month the domain would get at that day's
 * positions. Its unit never changes with the keyword set's size or the day (the "stable scale");
 * rounded to two decimals. A failed lookup adds nothing, never negative.
 */
export function visibilityIndex(keywords: readonly VisibilityInput[], device: Device): number {
  let sum = 0;
  for (const { volume, result } of keywords) {
    if (result?.status !== 'ranked') continue;
    sum += (usableVolume(volume) * (organicCtr(result.position, device) ?? 0)) / 100;
  }
  return Math.round(sum * 100) / 100;
}
