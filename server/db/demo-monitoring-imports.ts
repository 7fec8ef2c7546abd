/**
 * The tool exports the demo shop project's keywords were "imported" from (docs/demo-data.md): a German
 * Search Console performance export and a Semrush Keyword Magic export, written as the tools write them
 * and read by the import's own reader, so the seeded values are what an upload of these files keeps.
 */
import type { ImportedValues } from '../../src/domain/contracts/imported-values.ts';
import { trackedKeywordsFromFile } from '../../src/domain/tracked-keyword-input.ts';

const german = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });

/** Every 25th tracked keyword, so each stem of the project has some: six from Search Console, four from Semrush. */
export function demoMonitoringImports(keywords: readonly string[]): ImportedValues[] {
  const picked = keywords.filter((_, i) => i % 25 === 0).slice(0, 6);
  const gsc = [
    'Häufigste Suchanfragen;Klicks;Impressionen;CTR;Position',
    ...picked.map((keyword, i) => {
      const clicks = 40 + 17 * i;
      const impressions = clicks * 31;
      return `${keyword};${german(clicks)};${german(impressions)};${german((clicks / impressions) * 100)} %;${german(3.4 + 1.3 * i)}`;
    }),
  ].join('\n');
  const semrush = [
    'Keyword,Intent,Volume,Trend,Keyword Difficulty,CPC (USD),Competitive Density',
    ...picked.slice(0, 4).map((keyword, i) => `${keyword},commercial,${1900 + 700 * i},,${28 + 9 * i},${(0.55 + 0.3 * i).toFixed(2)},0.${6 + i}`),
  ].join('\n');
  return [trackedKeywordsFromFile(gsc, 'search-console.csv').imported, trackedKeywordsFromFile(semrush, 'semrush.csv').imported].filter((set) => set !== null);
}
