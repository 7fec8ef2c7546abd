/**
 * The ports of the content suite (issue 24): a competitor page fetched and reduced to what a
 * writer compares (main text, title, meta description, H1–H3), and its page speed. Every call
 * takes an AbortSignal and fails with a ProviderError (errors.ts).
 */
/** As ports.ts's Device; spelt out here so the two files do not import each other. */
type Device = 'desktop' | 'mobile' | 'tablet';

export interface PageHeading {
  level: 1 | 2 | 3;
  text: string;
}

/** A page as the content suite keeps it; `url` is where the redirects ended. */
export interface FetchedPage {
  url: string;
  title: string;
  meta_description: string | null;
  headings: PageHeading[];
  main_text: string;
  word_count: number;
  /** Bytes of the HTML as it arrived (decompressed). */
  bytes: number;
}

export interface PageFetchRequest {
  url: string;
  /**
   * The keyword the page ranks for. Real adapters ignore it (a real page says what it says); the
   * offline sample writes its page about it.
   */
  keyword?: string;
  language?: string;
  signal: AbortSignal;
}

export interface PageFetchPort {
  fetchPage(request: PageFetchRequest): Promise<FetchedPage>;
}

/** Lighthouse's lab metrics in milliseconds (SPEC §3 names them). */
export interface PageSpeedMetrics {
  speed_index: number;
  first_contentful_paint: number;
  interactive: number;
  largest_contentful_paint: number;
}

export interface PageSpeedRequest {
  url: string;
  device: Device;
  /** The fetched page, when there is one: the offline sample derives its metrics from it; real adapters measure. */
  page?: Pick<FetchedPage, 'bytes' | 'word_count' | 'headings'>;
  signal: AbortSignal;
}

export interface PageSpeedPort {
  pageSpeed(request: PageSpeedRequest): Promise<PageSpeedMetrics>;
}
