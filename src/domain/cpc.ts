/** Cost per click (SPEC §9): the keyword source reports dollars; the app shows euros. */
import { formatNumber, isMissing, MISSING } from './number-format';

/** Dollars → euros with the start-up `rate_usd_to_eur`; a missing amount or rate stays missing. */
export function usdToEur(usd: number | null | undefined, rateUsdToEur: number | null | undefined): number | null {
  if (isMissing(usd) || isMissing(rateUsdToEur)) return null;
  return usd * rateUsdToEur;
}

/** One cost per click in euros with 2 decimals, e.g. `0,46 €`; missing → `-`. */
export function formatCpc(usd: number | null | undefined, rateUsdToEur: number | null | undefined): string {
  const eur = usdToEur(usd, rateUsdToEur);
  return eur === null ? MISSING : `${formatNumber(eur, 2)} €`;
}

/**
 * The range `low – high` in euros with 2 decimals.
 * Choice: the euro sign is written once at the end (`0,46 – 1,38 €`); a missing end shows `-`
 * in its place; both ends missing → `-`.
 */
export function formatCpcRange(
  lowUsd: number | null | undefined,
  highUsd: number | null | undefined,
  rateUsdToEur: number | null | undefined,
): string {
  const low = usdToEur(lowUsd, rateUsdToEur);
  const high = usdToEur(highUsd, rateUsdToEur);
  if (low === null && high === null) return MISSING;
  return `${formatNumber(low, 2)} – ${formatNumber(high, 2)} €`;
}
