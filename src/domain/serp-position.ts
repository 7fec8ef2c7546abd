/** Where a tracked domain stands on an organic result list. */

export type OrganicEntry = { position: number; domain: string; url: string };

/** `www.` does not make another site: `shop.de` and `www.shop.de` are one; other subdomains are not. */
export function sameSite(a: string, b: string): boolean {
  const bare = (d: string) => d.trim().toLocaleLowerCase('de-DE').replace(/\.$/u, '').replace(/^www\./u, '');
  return bare(a) === bare(b);
}

/** The best (first) organic entry of the domain, or null when it is not on the list. */
export function domainPosition(organic: readonly OrganicEntry[], domain: string): { position: number; url: string } | null {
  let best: OrganicEntry | null = null;
  for (const entry of organic) {
    if (sameSite(entry.domain, domain) && (best === null || entry.position < best.position)) best = entry;
  }
  return best === null ? null : { position: best.position, url: best.url };
}
