/**
 * The knowledge base's articles: one Markdown file per suite and screen in `articles/<id>.md`, and
 * here what the app needs before loading them: the title (the file's `# heading`, checked by
 * article-catalogue.test.ts), words people search for that the text does not use (German ones
 * among them), and the routes whose help key (F1) opens the article. Kept apart from the Markdown so
 * the palette's "Help: …" commands cost no article text in the main bundle.
 */
export interface ArticleEntry {
  readonly id: string;
  readonly title: string;
  readonly keywords: readonly string[];
  /** Route prefixes the article explains; see `helpArticleFor` (src/domain/help-article.ts). */
  readonly routes: readonly string[];
}

export const ARTICLES = [
  { id: 'getting-started', title: 'Getting started', keywords: ['start', 'home', 'navigation', 'introduction', 'Einstieg', 'Anfang', 'Übersicht', 'Zahlenformat'], routes: ['/'] },
  { id: 'keyboard', title: 'Command palette and keyboard', keywords: ['shortcut', 'hotkey', 'keys', 'palette', 'Tastatur', 'Tastenkürzel', 'Befehle'], routes: ['/knowledge'] },
  { id: 'workbench', title: 'The keyword table', keywords: ['workbench', 'grid', 'columns', 'export', 'Tabelle', 'Spalten', 'Filter', 'Suchvolumen', 'Schwierigkeit', 'Saisonalität', 'Klickpreis'], routes: [] },
  { id: 'collections', title: 'Collections', keywords: ['research', 'list', 'saved', 'share', 'Sammlung', 'Liste', 'teilen', 'speichern'], routes: ['/collections', '/research'] },
  { id: 'search-volume', title: 'Google Search Volume', keywords: ['lookup', 'volume', 'bulk', 'CSV', 'upload', 'Suchvolumen', 'Abfrage', 'hochladen'], routes: ['/searchvolume'] },
  { id: 'ideas', title: 'Ideas', keywords: ['keyword ideas', 'related', 'matching', 'domain', 'tour', 'Ideen', 'verwandte', 'Keywords finden'], routes: ['/ideas'] },
  { id: 'suggests', title: 'Suggests', keywords: ['autocomplete', 'suggestions', 'alphabet', 'prepositions', 'comparisons', 'Vorschläge', 'Autovervollständigung'], routes: ['/suggests'] },
  { id: 'questions', title: 'Questions and historical search volume', keywords: ['history', 'historical', 'W-Fragen', 'Fragen', 'Verlauf', 'Vorjahr'], routes: ['/questions'] },
  { id: 'brands', title: 'Brand dashboards and the brand index', keywords: ['share of search', 'SoS', 'brand index', 'market', 'Marken', 'Markenanteil', 'Suchanteil', 'Markt'], routes: ['/brands', '/brand-index', '/brand-analysis', '/add-dashboard'] },
  { id: 'monitoring', title: 'Monitoring and the visibility index', keywords: ['rankings', 'positions', 'CTR', 'click-through rate', 'visibility', 'Sichtbarkeit', 'Sichtbarkeitsindex', 'Klickrate', 'Rankings', 'Wettbewerber'], routes: ['/monitoring', '/quickseo/monitoring'] },
  { id: 'internal-searches', title: 'Internal Searches', keywords: ['site search', 'content gaps', 'Matomo', 'log', 'interne Suche', 'Seitensuche', 'Content-Lücken'], routes: ['/internal-searches', '/quickseo/internal-searches'] },
  { id: 'notifications', title: 'Notifications and background jobs', keywords: ['bell', 'jobs', 'progress', 'offline', 'update', 'Benachrichtigungen', 'Glocke', 'Fortschritt'], routes: [] },
  { id: 'account', title: 'Your account, modes and company', keywords: ['user menu', 'dark mode', 'advanced mode', 'accessibility', 'rights', 'plan', 'pricing', 'logout', 'Konto', 'Dunkelmodus', 'Rechte', 'Firma', 'abmelden'], routes: ['/pricing'] },
] as const satisfies readonly ArticleEntry[];

export type ArticleId = (typeof ARTICLES)[number]['id'];

/** The table of every keyboard shortcut, generated from the command registry: listed and searched like an article. */
export const SHORTCUTS_ENTRY = {
  id: 'shortcuts',
  title: 'All keyboard shortcuts',
  keywords: ['shortcut', 'hotkey', 'keys', 'table', 'Tastenkürzel', 'Tastatur'],
  routes: [],
} as const satisfies ArticleEntry;

export type KnowledgeEntryId = ArticleId | typeof SHORTCUTS_ENTRY.id;

export const KNOWLEDGE_ENTRIES: readonly ArticleEntry[] = [...ARTICLES, SHORTCUTS_ENTRY];

/** Where an entry opens: the knowledge base with the entry chosen. */
export const articleHref = (id: string | null): string => (id === null ? '/knowledge' : `/knowledge?article=${encodeURIComponent(id)}`);
