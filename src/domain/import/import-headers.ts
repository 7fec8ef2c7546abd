/**
 * Which column of an export holds what, read from its header (decision 0046). The names are the
 * export headers of Semrush (Keyword Magic Tool, Organic Research, API), Ahrefs (Keywords Explorer,
 * Site Explorer), Google Keyword Planner and Search Console, in English and German, as the tools
 * write them in 2025/2026.
 */

export const IMPORT_FIELDS = ['keyword', 'volume', 'difficulty', 'cpc', 'position', 'url', 'clicks', 'impressions'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  keyword: 'Keyword',
  volume: 'Search volume',
  difficulty: 'Keyword difficulty',
  cpc: 'CPC',
  position: 'Position',
  url: 'URL',
  clicks: 'Clicks',
  impressions: 'Impressions',
};

export type ImportTool = 'semrush' | 'ahrefs' | 'keyword-planner' | 'search-console' | 'file';

export const IMPORT_TOOL_LABELS: Record<ImportTool, string> = {
  semrush: 'Semrush',
  ahrefs: 'Ahrefs',
  'keyword-planner': 'Keyword Planner',
  'search-console': 'Search Console',
  file: 'file',
};

/**
 * A header as compared: lower case, a currency or unit in brackets dropped (`CPC (USD)`, `KD (%)`),
 * white space and `_` collapsed. `Global volume` keeps its word and so never counts as the volume.
 */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/u, '')
    .toLocaleLowerCase('de-DE')
    .replace(/\((?:usd|eur|gbp|chf|€|\$|%|in €|in usd)\)/gu, '')
    .replace(/[\s_]+/gu, ' ')
    .trim();
}

const ALIASES: Record<ImportField, readonly string[]> = {
  keyword: [
    'keyword', 'keywords', 'top queries', 'query', 'queries', 'search query', 'search term', 'keyword phrase',
    'suchbegriff', 'suchbegriffe', 'suchanfrage', 'suchanfragen', 'häufigste suchanfragen', 'schlüsselwort', 'schlüsselwörter', 'keyword (by relevance)',
  ],
  volume: [
    'volume', 'search volume', 'avg. monthly searches', 'avg monthly searches', 'average monthly searches',
    'suchvolumen', 'volumen', 'durchschnittl. suchanfragen pro monat', 'durchschnittliche suchanfragen pro monat', 'monatliche suchanfragen',
  ],
  difficulty: ['keyword difficulty', 'kd', 'difficulty', 'keyword difficulty index', 'kd %', 'keyword-schwierigkeit', 'keyword schwierigkeit', 'schwierigkeit'],
  cpc: ['cpc', 'cost per click', 'avg. cpc', 'average cpc', 'kosten pro klick', 'durchschn. cpc', 'durchschnittlicher cpc'],
  position: ['position', 'current position', 'average position', 'avg. position', 'durchschnittliche position', 'durchschn. position', 'pos.', 'rank', 'ranking', 'aktuelle position'],
  url: ['url', 'current url', 'ranking url', 'landing page', 'top pages', 'häufigste seiten', 'zielseite', 'ranking-url', 'aktuelle url', 'seite'],
  clicks: ['clicks', 'klicks'],
  impressions: ['impressions', 'impressionen'],
};

const BY_ALIAS = new Map<string, ImportField>(IMPORT_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [alias, field] as const)));

/** The field a header names, or null when it is not one we read. */
export function recogniseHeader(cell: string): ImportField | null {
  return BY_ALIAS.get(normaliseHeader(cell)) ?? null;
}

/** Column index per field, or null. Choice: when two columns name one field, the first one counts. */
export type ColumnMapping = Readonly<Record<ImportField, number | null>>;

export function emptyMapping(): Record<ImportField, number | null> {
  return { keyword: null, volume: null, difficulty: null, cpc: null, position: null, url: null, clicks: null, impressions: null };
}

export function mappingFromHeaders(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  headers.forEach((header, index) => {
    const field = recogniseHeader(header);
    if (field !== null && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

/** Headers that only one tool writes; the first tool with a hit is the source. */
const SIGNATURES: readonly (readonly [Exclude<ImportTool, 'file'>, readonly string[]])[] = [
  ['keyword-planner', ['avg. monthly searches', 'durchschnittl. suchanfragen pro monat', 'competition (indexed value)', 'wettbewerb (indexierter wert)', 'top of page bid (low range)', 'three month change', 'währung']],
  ['search-console', ['top queries', 'häufigste suchanfragen', 'top pages', 'häufigste seiten']],
  ['ahrefs', ['kd', 'parent keyword', 'parent topic', 'cps', 'traffic potential', 'global volume', 'current position', 'current url', 'übergeordnetes keyword']],
  ['semrush', ['keyword difficulty', 'competitive density', 'keyword difficulty index', 'number of results', 'serp features by keyword', 'keyword intents', 'wettbewerbsdichte']],
];

/** The tool that wrote a header row; `file` when no tool's own header is there. */
export function detectTool(headers: readonly string[]): ImportTool {
  const names = new Set(headers.map((h) => h.replace(/^\uFEFF/u, '').toLocaleLowerCase('de-DE').replace(/\s+/gu, ' ').trim()));
  const normalised = new Set(headers.map(normaliseHeader));
  for (const [tool, signature] of SIGNATURES) {
    if (signature.some((name) => names.has(name) || normalised.has(name))) return tool;
  }
  if (names.has('cpc (usd)') || names.has('cpc (eur)')) return 'semrush';
  if (normalised.has('clicks') && normalised.has('impressions') && normalised.has('ctr')) return 'search-console';
  if (normalised.has('klicks') && normalised.has('impressionen')) return 'search-console';
  return 'file';
}

/** Headers naming German words decide an ambiguous decimal mark towards `,`. */
export function headersAreGerman(headers: readonly string[]): boolean {
  return headers.some((h) => /suchanfrage|suchvolumen|suchbegriff|klicks|impressionen|schwierigkeit|währung|durchschn/u.test(normaliseHeader(h)));
}
