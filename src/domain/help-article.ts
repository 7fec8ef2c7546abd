/**
 * Which knowledge-base article the help key (F1) opens on a screen (issue 21): the article that
 * names the longest route prefix the screen lies within, so `/brand-index/x` opens the brands
 * article and `/quickseo/monitoring/project/3` the monitoring one. A screen no article covers opens
 * the knowledge base's start (null).
 */
export interface RoutedArticle {
  readonly id: string;
  /** Route prefixes the article explains (`/brands`, `/quickseo/monitoring`); `/` only the home screen itself. */
  readonly routes: readonly string[];
}

function within(route: string, prefix: string): boolean {
  if (prefix === '/') return route === '/';
  return route === prefix || route.startsWith(`${prefix}/`);
}

export function helpArticleFor(route: string, articles: readonly RoutedArticle[]): string | null {
  const path = route.split(/[?#]/u)[0] ?? route;
  let best: { id: string; length: number } | null = null;
  for (const article of articles) {
    for (const prefix of article.routes) {
      if (within(path, prefix) && (best === null || prefix.length > best.length)) best = { id: article.id, length: prefix.length };
    }
  }
  return best?.id ?? null;
}
