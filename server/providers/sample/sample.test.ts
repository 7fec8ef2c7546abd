import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { difficultyBand } from '../../../src/domain/difficulty.ts';
import { seasonality } from '../../../src/domain/seasonality.ts';
import { serpFeatureById } from '../../../src/domain/serp-features.ts';
import { HISTORY_MONTHS, type KeywordMetrics } from '../ports.ts';
import { CATEGORY_TREE, categoryNode } from './category-tree.ts';
import { sampleAmazon, sampleMetrics, sampleRankingsPort, sampleSerp, sampleSuggestionsPort } from './index.ts';

const DE = { location: 2276, language: 'de' };
const NOV_2026 = { year: 2026, month: 11 };
const signal = new AbortController().signal;

async function one(keyword: string, lastMonth = NOV_2026, market = DE): Promise<KeywordMetrics> {
  const [row] = await sampleMetrics.metrics({ ...market, keywords: [keyword], lastMonth, signal });
  if (!row) throw new Error('no row');
  return row;
}

const average = (m: KeywordMetrics) => m.search_volumes.slice(-12).reduce((s, v) => s + (v.count ?? 0), 0) / 12;

describe('sample keyword metrics', () => {
  it('gives the same answer for the same keyword, location, language and month', async () => {
    expect(await one('glühwein kaufen')).toEqual(await one('glühwein kaufen'));
  });

  it('has 48 months ending with the actual date, oldest first, in request order', async () => {
    const rows = await sampleMetrics.metrics({ ...DE, keywords: ['b', 'a'], lastMonth: NOV_2026, signal });
    expect(rows.map((r) => r.keyword)).toEqual(['b', 'a']);
    const history = rows[0]?.search_volumes ?? [];
    expect(history).toHaveLength(HISTORY_MONTHS);
    expect(history.at(-1)).toMatchObject({ year: 2026, month: 11 });
    expect(history[0]).toMatchObject({ year: 2022, month: 12 });
  });

  it('gives different but close values in the next month', async () => {
    const now = await one('laptop');
    const next = await one('laptop', { year: 2026, month: 12 });
    expect(next).not.toEqual(now);
    // The shared months are the same months, so they keep their counts.
    expect(next.search_volumes.slice(0, -1)).toEqual(now.search_volumes.slice(1));
    expect(Math.abs(average(next) - average(now)) / average(now)).toBeLessThan(0.1);
    expect(Math.abs((next.cpc_high ?? 0) - (now.cpc_high ?? 0))).toBeLessThanOrEqual((now.cpc_high ?? 0) * 0.11);
  });

  it('makes Glühwein seasonal with its peak in December by the domain rule', async () => {
    const result = seasonality((await one('glühwein')).search_volumes);
    expect(result.seasonal).toBe(true);
    expect(result.peak).toBe(12);
    expect(result.season).toContain(12);
  });

  it('makes Sonnencreme seasonal with its peak in summer by the domain rule', async () => {
    const result = seasonality((await one('sonnencreme')).search_volumes);
    expect(result.seasonal).toBe(true);
    expect([6, 7]).toContain(result.peak);
  });

  it('makes Skiurlaub a winter keyword and a plain keyword unseasonal', async () => {
    expect([12, 1]).toContain(seasonality((await one('skiurlaub')).search_volumes).peak);
    expect(seasonality((await one('waschmaschine')).search_volumes).seasonal).toBe(false);
  });

  it('has a long tail: a head term beats a six-word phrase of it on average', async () => {
    const heads = ['schuhe', 'kaffee', 'laptop', 'grill', 'punsch', 'rezept', 'tisch', 'lampe', 'fahrrad', 'garten'];
    let head = 0;
    let tail = 0;
    for (const word of heads) {
      head += average(await one(word));
      tail += average(await one(`${word} günstig online kaufen in berlin`));
    }
    expect(head / heads.length).toBeGreaterThan(20 * (tail / heads.length));
  });

  it('uses categories of the tree with consistent parents and levels', async () => {
    for (const keyword of ['glühwein', 'sonnencreme', 'irgendwas', 'winterjacke herren']) {
      const chain = (await one(keyword)).categories[0] ?? [];
      expect(chain.length).toBeGreaterThan(0);
      chain.forEach((entry, index) => {
        const node = categoryNode(entry.category_code);
        expect(node?.name).toBe(entry.category_name);
        expect(entry.catlevel).toBe(index + 1);
        expect(entry.category_code_parent).toBe(index === 0 ? null : chain[index - 1]?.category_code);
      });
    }
    expect((await one('glühwein')).categories[0]?.at(-1)?.category_name).toBe('Wein & Spirituosen');
  });

  it('has a category tree of about 30 nodes whose parents exist', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(25);
    for (const node of CATEGORY_TREE) if (node.parent !== null) expect(categoryNode(node.parent)).not.toBeNull();
  });

  it('correlates difficulty with volume', async () => {
    const words = ['schuhe', 'kaffee', 'laptop', 'tisch', 'lampe', 'fahrrad'];
    let head = 0;
    let tail = 0;
    for (const word of words) {
      head += (await one(word)).difficulty ?? 0;
      tail += (await one(`${word} mit kleinem fehler am rand`)).difficulty ?? 0;
    }
    expect(head).toBeGreaterThan(tail);
  });

  it('keeps every value in range for any keyword and month (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(2276, 2040, 2756),
        async (keyword, year, month, location) => {
          const m = await one(keyword, { year, month }, { location, language: 'de' });
          expect(m.search_volumes).toHaveLength(HISTORY_MONTHS);
          for (const v of m.search_volumes) expect(Number.isInteger(v.count) && (v.count ?? -1) >= 0).toBe(true);
          expect(m.competition).toBeGreaterThanOrEqual(0);
          expect(m.competition).toBeLessThanOrEqual(100);
          expect(difficultyBand(m.difficulty)).not.toBeNull();
          expect(m.cpc_low).toBeGreaterThanOrEqual(0);
          expect(m.cpc_low ?? 0).toBeLessThanOrEqual(m.cpc_high ?? 0);
          for (const id of m.serp_items ?? []) expect(serpFeatureById(id)).not.toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is deterministic for any keyword (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (keyword) => {
        expect(await one(keyword)).toEqual(await one(keyword));
      }),
      { numRuns: 100 },
    );
  });

  it('fails with the typed error when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sampleMetrics.metrics({ ...DE, keywords: ['x'], lastMonth: NOV_2026, signal: controller.signal })).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'aborted',
      keywords: ['x'],
    });
  });
});

describe('sample suggestions, SERP, rankings and Amazon volume', () => {
  it('suggests the keyword with German modifiers, stably', async () => {
    const first = await sampleSuggestionsPort.suggestions({ ...DE, keyword: 'Glühwein', signal });
    expect(first).toHaveLength(10);
    expect(first.every((s) => s.includes('Glühwein'))).toBe(true);
    expect(await sampleSuggestionsPort.suggestions({ ...DE, keyword: 'Glühwein', signal })).toEqual(first);
  });

  it('returns numbered organic results and catalogue features', async () => {
    const serp = await sampleSerp.serp({ ...DE, keyword: 'glühwein rezept', signal });
    expect(serp.organic.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(serp.features).toContain(1);
  });

  it('ranks a domain at stable positions or not at all', async () => {
    const port = sampleRankingsPort(() => new Date('2026-11-23T10:00:00Z'));
    const keywords = Array.from({ length: 40 }, (_, i) => `keyword ${i}`);
    const request = { ...DE, domain: 'www.example.de', keywords, device: 'desktop' as const, signal };
    const rankings = await port.rankings(request);
    expect(await port.rankings(request)).toEqual(rankings);
    expect(rankings.some((r) => r.position === null)).toBe(true);
    expect(rankings.filter((r) => r.position !== null).every((r) => (r.position ?? 0) >= 1 && (r.position ?? 0) <= 100)).toBe(true);
    expect(rankings[0]?.datetime).toBe('2026-11-23T10:00:00.000Z');
  });

  it('gives non-negative integer Amazon volumes', async () => {
    const volumes = await sampleAmazon.amazonVolume({ ...DE, keywords: ['schuhe', 'grill'], signal });
    expect(volumes.every((v) => Number.isInteger(v.volume) && (v.volume ?? -1) >= 0)).toBe(true);
  });
});
