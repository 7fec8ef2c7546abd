// Times duplicate grouping of 100,000 generated rows. Run: node --import tsx bench/duplicate-grouping.bench.ts
import { groupDuplicates } from '../src/domain/duplicate-grouping.ts';
import { emptyKeywordRow, type KeywordRow } from '../src/domain/keyword-row.ts';

const ROWS = 100_000;

// A fixed linear congruential generator keeps runs comparable.
let seed = 42;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const words = ['schuhe', 'laufschuhe', 'jacke', 'winter', 'kaufen', 'damen', 'herren', 'günstig', 'online', 'test'];
function generate(i: number): KeywordRow {
  // Runs of near-identical rows, so candidates, CPC merges and Levenshtein checks all happen.
  const family = Math.floor(i / 4);
  const avgsv = (family % 500) * 10;
  const phrase = `${words[family % words.length] ?? ''} ${words[(family * 7) % words.length] ?? ''} ${family}`;
  const keyword = random() < 0.5 ? phrase : `${phrase}${'s'.repeat(Math.floor(random() * 3))}`;
  return {
    ...emptyKeywordRow(keyword),
    avgsv,
    adwords_cpc_low: random() < 0.5 ? 0.5 : Math.round(random() * 100) / 100,
    adwords_cpc_high: 2,
    search_volumes: Array.from({ length: 12 }, (_, m) => ({ count: avgsv + m, month: m + 1, year: 2024 })),
  };
}

const rows = Array.from({ length: ROWS }, (_, i) => generate(i));
groupDuplicates(rows.slice(0, 1000));
const start = performance.now();
const groups = groupDuplicates(rows);
const ms = performance.now() - start;
console.log(`grouped ${ROWS.toLocaleString('en')} rows into ${groups.length.toLocaleString('en')} groups in ${ms.toFixed(1)} ms`);
