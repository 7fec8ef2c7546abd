/**
 * The competitors' stemmed pages per project in memory: stemming 10 pages costs ~250 ms, the
 * analysis on stemmed pages a few. A page is known by its competitor id and the time it was fetched,
 * with the project's keyword, so a refresh (new rows, new times) or another selection never reads
 * a stale page; a project keeps only the pages of its latest selection.
 */
import type { PreparedPage } from './analysed-page.ts';

export type PageKey = string;

export const pageKey = (keyword: string, competitorId: number, fetchedAt: Date | null): PageKey => `${competitorId}@${fetchedAt?.getTime() ?? 0}:${keyword}`;

export const CACHED_PROJECTS = 20;

export class PreparedPageCache {
  /** Least recently used first (a Map keeps insertion order). */
  private readonly projects = new Map<number, Map<PageKey, PreparedPage>>();

  constructor(private readonly maxProjects = CACHED_PROJECTS) {}

  /**
   * The pages for `keys` in their order: known ones from memory, the others made by `load` (given
   * the keys it must make). The project then keeps exactly these pages.
   */
  async pages(projectId: number, keys: readonly PageKey[], load: (missing: readonly PageKey[]) => Promise<Map<PageKey, PreparedPage>>): Promise<PreparedPage[]> {
    const known = this.projects.get(projectId) ?? new Map<PageKey, PreparedPage>();
    const missing = keys.filter((key) => !known.has(key));
    const loaded = missing.length === 0 ? new Map<PageKey, PreparedPage>() : await load(missing);
    const next = new Map<PageKey, PreparedPage>();
    for (const key of keys) {
      const page = known.get(key) ?? loaded.get(key);
      // A page gone between the two reads (a refresh under way) is left out, as the next read would.
      if (page !== undefined) next.set(key, page);
    }
    this.projects.delete(projectId);
    this.projects.set(projectId, next);
    while (this.projects.size > this.maxProjects) {
      const oldest = this.projects.keys().next();
      if (oldest.done === true) break;
      this.projects.delete(oldest.value);
    }
    return [...next.values()];
  }

  /** Projects held, for tests and the bench. */
  get size(): number {
    return this.projects.size;
  }

  clear(): void {
    this.projects.clear();
  }
}
