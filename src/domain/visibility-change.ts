import { formatNumber } from './number-format.ts';

/** A visibility change with its sign, German decimals: "+1,25", "−0,40", "±0,00"; "-" when unknown. */
export function visibilityChangeText(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return '-';
  if (change === 0) return '±0,00';
  return change > 0 ? `+${formatNumber(change, 2)}` : `−${formatNumber(-change, 2)}`;
}
