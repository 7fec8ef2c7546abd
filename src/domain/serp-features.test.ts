import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERP_FEATURES, serpFeatureById, serpFeatureByValue } from './serp-features';

const SPEC_LIST =
  '0 ai_overview, 1 organic, 2 paid, 3 images, 4 video, 5 shopping, 6 answer_box, 7 carousel, 8 find_results_on, ' +
  '9 local_pack, 10 people_also_ask, 11 related_searches, 12 rich_snippet, 13 multi_carousel, 14 featured_snippet, ' +
  '15 google_flights, 16 google_reviews, 17 google_posts, 18 jobs, 19 knowledge_graph, 20 hotels_pack, 21 map, ' +
  '22 people_also_search, 23 top_stories, 24 twitter, 25 events, 26 mention_carousel, 27 recipes, 28 top_sights, ' +
  '29 scholarly_articles, 30 popular_products, 31 podcasts, 32 questions_and_answers, 33 stocks_box, ' +
  '34 visual_stories, 35 commercial_units, 36 local_services, 37 short_videos, 38 compare_sites';

describe('SERP feature catalogue', () => {
  it('has the ids 0–38 and values exactly as the spec lists them', () => {
    const expected = SPEC_LIST.split(', ').map((entry) => {
      const [id, value] = entry.split(' ');
      return { id: Number(id), value };
    });
    expect(SERP_FEATURES.map(({ id, value }) => ({ id, value }))).toEqual(expected);
    expect(SERP_FEATURES).toHaveLength(39);
  });
  it('has one English sentence as tooltip per entry', () => {
    for (const f of SERP_FEATURES) expect(f.tooltip).toMatch(/^[A-Z][^.]*(\.[^.\s][^.]*)*\.$/);
  });
  it('looks entries up by id and value', () => {
    expect(serpFeatureById(14)?.value).toBe('featured_snippet');
    expect(serpFeatureByValue('map')?.id).toBe(21);
    expect(serpFeatureById(39)).toBeNull();
    expect(serpFeatureByValue('nope')).toBeNull();
  });
  it('round-trips id → value → id', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 38 }), (id) => serpFeatureByValue(serpFeatureById(id)?.value ?? '')?.id === id));
  });
});
