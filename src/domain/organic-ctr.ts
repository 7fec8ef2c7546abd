/**
 * Organic click-through share (percent) by position 1–20 for desktop and mobile (SPEC §9).
 *
 * Source: position 1 (31.71 % desktop, 28.04 % mobile) is given by the spec.
 * Positions 2–20 are deliberately left empty (null): the issue asks for the values of a named,
 * published click-through study, and no such table could be verified while this file was written.
 * Inventing figures would misstate a source, so callers get null until the study is chosen and
 * its values are copied here; the tests below then guard the laws (non-increasing, sum ≤ 100).
 */

export type Device = 'desktop' | 'mobile';

export const CTR_POSITIONS = 20;

/** Index 0 is position 1. */
export const ORGANIC_CTR: Readonly<Record<Device, readonly (number | null)[]>> = {
  desktop: [31.71, ...Array<null>(CTR_POSITIONS - 1).fill(null)],
  mobile: [28.04, ...Array<null>(CTR_POSITIONS - 1).fill(null)],
};

/** The share in percent for a position 1–20; null beyond 20, for non-integers, or while unsourced. */
export function organicCtr(position: number, device: Device): number | null {
  if (!Number.isInteger(position) || position < 1 || position > CTR_POSITIONS) return null;
  return ORGANIC_CTR[device][position - 1] ?? null;
}

/** Expected monthly clicks for a search volume at a position; null when the share is unknown. */
export function expectedClicks(searchVolume: number, position: number, device: Device): number | null {
  const share = organicCtr(position, device);
  return share === null ? null : (searchVolume * share) / 100;
}
