/** The real page fetch port: the guarded download (http-page-fetch.ts) and the extraction (extract-page.ts). */
import type { PageFetchPort } from '../page-port.ts';
import { extractPage } from './extract-page.ts';
import { httpPageDownloader, type HttpPageFetchOptions } from './http-page-fetch.ts';

export function httpPageFetch(options: HttpPageFetchOptions = {}): PageFetchPort {
  const download = httpPageDownloader(options);
  return {
    async fetchPage({ url, signal }) {
      const page = await download(url, signal);
      return extractPage(page.html, page.url, page.bytes);
    },
  };
}
