/** The search-result feature catalogue of SPEC §3: 39 entries, ids 0–38. */

export interface SerpFeature {
  id: number;
  value: string;
  tooltip: string;
}

export const SERP_FEATURES = [
  { id: 0, value: 'ai_overview', tooltip: 'An AI-generated summary that answers the query above the other results.' },
  { id: 1, value: 'organic', tooltip: 'A regular organic search result ranked by relevance.' },
  { id: 2, value: 'paid', tooltip: 'A paid text ad shown above or below the organic results.' },
  { id: 3, value: 'images', tooltip: 'A row of image results that links to image search.' },
  { id: 4, value: 'video', tooltip: 'A video result with a thumbnail, usually from a video platform.' },
  { id: 5, value: 'shopping', tooltip: 'Paid product listings with image, price and shop name.' },
  { id: 6, value: 'answer_box', tooltip: 'A box that answers the query directly on the results page.' },
  { id: 7, value: 'carousel', tooltip: 'A horizontally scrollable row of entities related to the query.' },
  { id: 8, value: 'find_results_on', tooltip: 'Links to the same query on other sites such as directories or review portals.' },
  { id: 9, value: 'local_pack', tooltip: 'A map with a short list of nearby businesses for a local query.' },
  { id: 10, value: 'people_also_ask', tooltip: 'Expandable related questions, each with a short answer and its source.' },
  { id: 11, value: 'related_searches', tooltip: 'Suggestions for related queries at the bottom of the page.' },
  { id: 12, value: 'rich_snippet', tooltip: 'A result enriched with structured data such as ratings, prices or FAQs.' },
  { id: 13, value: 'multi_carousel', tooltip: 'Several stacked carousels, each grouping entities by a different aspect.' },
  { id: 14, value: 'featured_snippet', tooltip: 'An excerpt from one page shown above the organic results as the answer.' },
  { id: 15, value: 'google_flights', tooltip: 'A flight search box with routes, times and prices from Google Flights.' },
  { id: 16, value: 'google_reviews', tooltip: 'Review ratings and excerpts collected by Google for a place or product.' },
  { id: 17, value: 'google_posts', tooltip: 'Updates that a business has published through its Google business profile.' },
  { id: 18, value: 'jobs', tooltip: 'A box of job listings from Google for Jobs.' },
  { id: 19, value: 'knowledge_graph', tooltip: 'A knowledge panel with facts about an entity, usually beside the results.' },
  { id: 20, value: 'hotels_pack', tooltip: 'A map with a list of hotels, prices and availability.' },
  { id: 21, value: 'map', tooltip: 'A map result showing a location or a route.' },
  { id: 22, value: 'people_also_search', tooltip: 'Related entities that other searchers looked for after this query.' },
  { id: 23, value: 'top_stories', tooltip: 'A block of current news articles about the query.' },
  { id: 24, value: 'twitter', tooltip: 'Recent posts from X (formerly Twitter) about the query.' },
  { id: 25, value: 'events', tooltip: 'A list of upcoming events with date and venue.' },
  { id: 26, value: 'mention_carousel', tooltip: 'A carousel of items mentioned across several web pages, such as products in reviews.' },
  { id: 27, value: 'recipes', tooltip: 'Recipe results with image, rating and cooking time.' },
  { id: 28, value: 'top_sights', tooltip: 'Popular sights and attractions of a travel destination.' },
  { id: 29, value: 'scholarly_articles', tooltip: 'Academic papers from Google Scholar about the query.' },
  { id: 30, value: 'popular_products', tooltip: 'Free product listings with prices from several shops.' },
  { id: 31, value: 'podcasts', tooltip: 'Podcast episodes that match the query.' },
  { id: 32, value: 'questions_and_answers', tooltip: 'Questions with answers taken from community question-and-answer sites.' },
  { id: 33, value: 'stocks_box', tooltip: 'A share price chart with current market data.' },
  { id: 34, value: 'visual_stories', tooltip: 'Tap-through web stories made of full-screen images and short texts.' },
  { id: 35, value: 'commercial_units', tooltip: 'A commercial block of product offers, often with filters by brand or price.' },
  { id: 36, value: 'local_services', tooltip: 'Local Services ads of verified service providers such as plumbers or cleaners.' },
  { id: 37, value: 'short_videos', tooltip: 'A row of short vertical videos from platforms such as YouTube Shorts or TikTok.' },
  { id: 38, value: 'compare_sites', tooltip: 'Links to comparison sites that compare offers for the query.' },
] as const satisfies readonly SerpFeature[];

export type SerpFeatureValue = (typeof SERP_FEATURES)[number]['value'];

const BY_ID = new Map<number, SerpFeature>(SERP_FEATURES.map((f) => [f.id, f]));
const BY_VALUE = new Map<string, SerpFeature>(SERP_FEATURES.map((f) => [f.value, f]));

export function serpFeatureById(id: number): SerpFeature | null {
  return BY_ID.get(id) ?? null;
}

export function serpFeatureByValue(value: string): SerpFeature | null {
  return BY_VALUE.get(value) ?? null;
}
