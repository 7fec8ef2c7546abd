/**
 * The generated keyword rows of the workbench benches, shared by the Node bench and the page the
 * Chromium bench loads, so both time the same data. A fixed linear congruential generator keeps runs
 * comparable. Runs of near-identical rows make candidates, CPC merges and edit-distance checks all happen.
 */
import { emptyKeywordRow, type KeywordRow } from '../src/domain/keyword-row.ts';
import type { Filter } from '../src/domain/filters.ts';

const WORDS = ['schuhe', 'laufschuhe', 'jacke', 'winter', 'kaufen', 'damen', 'herren', 'günstig', 'online', 'glühwein', 'punsch', 'test'];
const CATEGORIES = ['Mode', 'Mode > Schuhe', 'Essen & Trinken', 'Sport', null];

export function generateRows(count: number): KeywordRow[] {
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const rows: KeywordRow[] = [];
  for (let i = 0; i < count; i++) {
    const family = Math.floor(i / 4);
    const avgsv = random() < 0.05 ? null : (family % 500) * 10;
    const phrase = `${WORDS[family % WORDS.length] ?? ''} ${WORDS[(family * 7) % WORDS.length] ?? ''} ${family}`;
    const keyword = random() < 0.5 ? phrase : `${phrase}${'s'.repeat(Math.floor(random() * 3))}`;
    rows.push({
      ...emptyKeywordRow(keyword),
      avgsv,
      adwords_cpc_low: random() < 0.5 ? 0.5 : Math.round(random() * 100) / 100,
      adwords_cpc_high: 2,
      categories: CATEGORIES[family % CATEGORIES.length] ?? null,
      // Six months: the part duplicate grouping compares; twelve would only cost the bench memory.
      search_volumes: Array.from({ length: 6 }, (_, m) => ({ count: avgsv === null ? null : avgsv + m, month: m + 1, year: 2024 })),
    });
  }
  return rows;
}

/** The filter of the "filter + sort + group" figure: a text and a number condition. */
export const BENCH_FILTERS: Filter[] = [
  { field: 1, action: 'excludes', value: 'test, online' },
  { field: 2, action: 'greater', value: 1000 },
];
