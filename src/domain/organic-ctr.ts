/**
 * Organic click-through share (percent) by position 1–20 per device (SPEC §9).
 *
 * Origin: the product owner's table, docs/ctr-table.md (a product decision, not a published study).
 * Position 1 is the spec's (31.71 % desktop, 28.04 % mobile); positions 2–10 follow the shape of the
 * SISTRIX CTR study of 2020 scaled to that position 1; 11–20 fall off from position 10 as the click
 * shares of the AOL search log of 2006 do. Tablet uses the mobile column; past 20 and no position count 0.
 * Keep it here as data, in one place: the visibility index and estimated clicks read only this table.
 */

export type Device = 'desktop' | 'mobile' | 'tablet';

export const CTR_POSITIONS = 20;

export const CTR_ORIGIN = 'docs/ctr-table.md: the product owner\'s table (SPEC §9 position 1; SISTRIX 2020 shape for 2–10; AOL 2006 fall-off for 11–20)';

const DESKTOP = [31.71, 17.47, 12.24, 8.9, 8.01, 5.67, 4.45, 3.56, 3.12, 2.78, 0.62, 0.52, 0.49, 0.45, 0.44, 0.37, 0.34, 0.32, 0.3, 0.28] as const;
const MOBILE = [28.04, 15.45, 10.82, 7.87, 7.08, 5.02, 3.94, 3.15, 2.75, 2.46, 0.55, 0.46, 0.43, 0.4, 0.39, 0.32, 0.3, 0.28, 0.27, 0.25] as const;

/** Index 0 is position 1. */
export const ORGANIC_CTR: Readonly<Record<Device, readonly number[]>> = { desktop: DESKTOP, mobile: MOBILE, tablet: MOBILE };

/** The share in percent for a position 1–20; null beyond 20, below 1 or for non-integers. */
export function organicCtr(position: number, device: Device): number | null {
  if (!Number.isInteger(position) || position < 1 || position > CTR_POSITIONS) return null;
  return ORGANIC_CTR[device][position - 1] ?? null;
}

/** Expected monthly clicks for a search volume at a position; null outside the table (past 20 the share counts 0 elsewhere). */
export function expectedClicks(searchVolume: number, position: number, device: Device): number | null {
  const share = organicCtr(position, device);
  return share === null ? null : (searchVolume * share) / 100;
}
