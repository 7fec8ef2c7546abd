import { describe, expect, it } from 'vitest';
import { preparePage, type PreparedPage } from './analysed-page.ts';
import { pageKey, PreparedPageCache, type PageKey } from './prepared-page-cache.ts';

const page = (id: number): PreparedPage =>
  preparePage({ competitorId: id, position: id, url: `https://example.de/${id}`, page: { url: `https://example.de/${id}`, title: '', description: '', headings: [], text: `Glühwein ${id}` } }, 'glühwein');

describe('the cache of stemmed competitor pages', () => {
  const loader = (made: PageKey[][]) => async (missing: readonly PageKey[]) => {
    made.push([...missing]);
    return new Map(missing.map((key) => [key, page(Number(key.split('@')[0]))]));
  };

  it('makes only pages it does not hold, and keeps exactly the latest selection', async () => {
    const cache = new PreparedPageCache();
    const made: PageKey[][] = [];
    const at = new Date(1000);
    const keys = [1, 2, 3].map((id) => pageKey('glühwein', id, at));
    expect((await cache.pages(7, keys, loader(made))).map((p) => p.competitorId)).toEqual([1, 2, 3]);
    expect((await cache.pages(7, keys, loader(made))).map((p) => p.competitorId)).toEqual([1, 2, 3]);
    expect(made).toEqual([keys]);
    // Deselecting 2 drops it; selecting it again makes it again.
    await cache.pages(7, [keys[0] ?? '', keys[2] ?? ''], loader(made));
    await cache.pages(7, keys, loader(made));
    expect(made.slice(1)).toEqual([[keys[1]]]);
    // A refresh fetches the page again: a new time is a new page.
    await cache.pages(7, [pageKey('glühwein', 1, new Date(2000))], loader(made));
    expect(made.at(-1)).toEqual([pageKey('glühwein', 1, new Date(2000))]);
  });

  it('holds at most its number of projects, dropping the least recently used', async () => {
    const cache = new PreparedPageCache(2);
    const made: PageKey[][] = [];
    const key = pageKey('glühwein', 1, null);
    await cache.pages(1, [key], loader(made));
    await cache.pages(2, [key], loader(made));
    await cache.pages(1, [key], loader(made));
    await cache.pages(3, [key], loader(made));
    expect(cache.size).toBe(2);
    expect(made).toHaveLength(3);
    await cache.pages(1, [key], loader(made));
    expect(made).toHaveLength(3);
    await cache.pages(2, [key], loader(made));
    expect(made).toHaveLength(4);
  });
});
