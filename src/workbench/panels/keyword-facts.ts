/** The texts of the keyword detail panel, in SPEC §3 and §9 formats. */
import { formatCpc } from '../../domain/cpc.ts';
import { difficultyBand } from '../../domain/difficulty.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber, MISSING } from '../../domain/number-format.ts';
import { serpFeatureById } from '../../domain/serp-features.ts';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (month: number) => MONTH_NAMES[month - 1] ?? MISSING;

export interface DifficultyFact {
  /** e.g. `42 – possible`. */
  text: string;
  /** The band's colour, null when there is no value. */
  color: string | null;
}

/** The band comes from the value (SPEC §4), so a stale `text` of the source never disagrees with the number. */
export function difficultyFact(row: KeywordRow): DifficultyFact {
  const cell = row.keyword_difficulty;
  const band = difficultyBand(cell?.difficulty);
  if (cell && band) return { text: `${formatNumber(cell.difficulty)} – ${band.label}`, color: band.color };
  return { text: cell?.text || MISSING, color: null };
}

/** The active category chain from the root down, e.g. `Food & Drink › Beverages › Mulled Wine`; else `categories`. */
export function categoryChain(row: KeywordRow): string {
  const chain = row.cats?.[row.active_cat_index ?? 0];
  if (chain && chain.length > 0) return [...chain].sort((a, b) => a.catlevel - b.catlevel).map((c) => c.category_name).join(' › ');
  return row.categories?.trim() || MISSING;
}

/** Readable SERP feature names, in the catalogue's words with spaces. */
export function serpFeatureList(row: KeywordRow): string[] {
  return (row.serp_items ?? []).map((id) => serpFeatureById(id)?.value.replaceAll('_', ' ') ?? `feature ${id}`);
}

/** `Peak in December; season November to January` or the parts that are known. */
export function seasonText(row: KeywordRow): string {
  const parts: string[] = [];
  if (row.peak !== null) parts.push(`Peak in ${monthName(row.peak)}`);
  const season = row.season ?? [];
  const first = season[0];
  const last = season[season.length - 1];
  if (first !== undefined && last !== undefined) {
    parts.push(first === last ? `season ${monthName(first)}` : `season ${monthName(first)} to ${monthName(last)}`);
  }
  if (parts.length === 0) return 'Not seasonal';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface KeywordFacts {
  avg: string;
  annual: string;
  cpcLow: string;
  cpcHigh: string;
  competition: string;
}

export function keywordFacts(row: KeywordRow, rateUsdToEur: number | null): KeywordFacts {
  return {
    avg: formatNumber(row.avgsv),
    annual: formatNumber(row.annualsv),
    cpcLow: formatCpc(row.adwords_cpc_low, rateUsdToEur),
    cpcHigh: formatCpc(row.adwords_cpc_high, rateUsdToEur),
    competition: formatNumber(row.adwords_competition),
  };
}
