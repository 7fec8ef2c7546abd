import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectTool, IMPORT_FIELDS, mappingFromHeaders, normaliseHeader, recogniseHeader, type ImportField, type ImportTool } from './import-headers';

/** Header rows as the tools write them (see decision 0046 for where each comes from). */
const REAL_HEADERS: readonly (readonly [string, ImportTool, string, Partial<Record<ImportField, number>>])[] = [
  ['Semrush Keyword Magic Tool', 'semrush', 'Keyword,Intent,Volume,Trend,Keyword Difficulty,CPC (USD),Competitive Density,SERP Features,Number of Results', { keyword: 0, volume: 2, difficulty: 4, cpc: 5 }],
  ['Semrush Organic Research', 'semrush', 'Keyword,Position,Previous position,Search Volume,Keyword Difficulty,CPC,URL,Traffic,Traffic (%),Traffic Cost,Competition,Number of Results,Trends,Timestamp,SERP Features by Keyword,Keyword Intents,Position Type', { keyword: 0, position: 1, volume: 3, difficulty: 4, cpc: 5, url: 6 }],
  ['Semrush API', 'semrush', 'Keyword;Search Volume;CPC;Competition;Number of Results;Keyword Difficulty Index', { keyword: 0, volume: 1, cpc: 2, difficulty: 5 }],
  ['Ahrefs Keywords Explorer', 'ahrefs', '#,Keyword,Country,Difficulty,Volume,CPC,CPS,Parent Keyword,Last Update,SERP Features,Global volume,Traffic potential,Global traffic potential,First seen,Intents', { keyword: 1, difficulty: 3, volume: 4, cpc: 5 }],
  ['Ahrefs Site Explorer', 'ahrefs', 'Keyword\tVolume\tKD\tCPC\tPrevious organic traffic\tCurrent organic traffic\tPrevious position\tCurrent position\tCurrent URL', { keyword: 0, volume: 1, difficulty: 2, cpc: 3, position: 7, url: 8 }],
  ['Keyword Planner (English)', 'keyword-planner', 'Keyword\tCurrency\tAvg. monthly searches\tThree month change\tYoY change\tCompetition\tCompetition (indexed value)\tTop of page bid (low range)\tTop of page bid (high range)', { keyword: 0, volume: 2 }],
  ['Keyword Planner (German)', 'keyword-planner', 'Keyword\tWährung\tDurchschnittl. Suchanfragen pro Monat\tÄnderung im Dreimonatszeitraum\tÄnderung gegenüber Vorjahr\tWettbewerb\tWettbewerb (indexierter Wert)', { keyword: 0, volume: 2 }],
  ['Search Console (English)', 'search-console', 'Top queries,Clicks,Impressions,CTR,Position', { keyword: 0, clicks: 1, impressions: 2, position: 4 }],
  ['Search Console (German)', 'search-console', 'Häufigste Suchanfragen,Klicks,Impressionen,CTR,Position', { keyword: 0, clicks: 1, impressions: 2, position: 4 }],
  ['Search Console pages (German)', 'search-console', 'Häufigste Seiten;Klicks;Impressionen;Klickrate;Durchschnittliche Position', { url: 0, clicks: 1, impressions: 2, position: 4 }],
  ['a spreadsheet', 'file', 'Suchbegriff;Suchvolumen;Schwierigkeit', { keyword: 0, volume: 1, difficulty: 2 }],
];

describe('header recognition of real exports', () => {
  it.each(REAL_HEADERS)('%s', (_name, tool, line, expected) => {
    const headers = line.split(/[,;\t]/u);
    expect(detectTool(headers)).toBe(tool);
    const mapping = mappingFromHeaders(headers);
    for (const field of IMPORT_FIELDS) expect(mapping[field], field).toBe(expected[field] ?? null);
  });
  it('never reads global volume, previous position or a bid as ours', () => {
    expect(recogniseHeader('Global volume')).toBeNull();
    expect(recogniseHeader('Previous position')).toBeNull();
    expect(recogniseHeader('Top of page bid (high range)')).toBeNull();
    expect(recogniseHeader('Competition')).toBeNull();
  });
});

const ALL_ALIASES = ['Keyword', 'Top queries', 'Häufigste Suchanfragen', 'Volume', 'Avg. monthly searches', 'KD', 'Keyword Difficulty', 'CPC (USD)', 'CPC (EUR)', 'Position', 'Current URL', 'Clicks', 'Klicks', 'Impressions', 'Impressionen'];

describe('recogniseHeader (properties)', () => {
  it('ignores case, surrounding and repeated blanks and a byte order mark', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ALIASES), fc.array(fc.boolean(), { maxLength: 30 }), fc.stringMatching(/^[ \t]{0,3}$/u), fc.boolean(), (alias, upper, pad, bom) => {
        const cased = [...alias].map((c, i) => (upper[i] ? c.toLocaleUpperCase('de-DE') : c.toLocaleLowerCase('de-DE'))).join('');
        const written = `${bom ? '\uFEFF' : ''}${pad}${cased.replace(/ /gu, '  ')}${pad}`;
        expect(recogniseHeader(written)).toBe(recogniseHeader(alias));
        expect(recogniseHeader(alias)).not.toBeNull();
      }),
    );
  });
  it('maps every field at most once, to the first column naming it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...ALL_ALIASES), fc.string({ maxLength: 12 })), { maxLength: 12 }), (headers) => {
        const mapping = mappingFromHeaders(headers);
        for (const field of IMPORT_FIELDS) {
          const column = mapping[field];
          const first = headers.findIndex((h) => recogniseHeader(h) === field);
          expect(column).toBe(first < 0 ? null : first);
        }
        const used = Object.values(mapping).filter((c) => c !== null);
        expect(new Set(used).size).toBe(used.length);
      }),
    );
  });
  it('normalises idempotently', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(normaliseHeader(normaliseHeader(text))).toBe(normaliseHeader(text));
      }));
  });
});
