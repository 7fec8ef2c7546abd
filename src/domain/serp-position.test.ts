import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainPosition, sameSite } from './serp-position.ts';

describe('serp position of a domain', () => {
  const organic = [
    { position: 1, domain: 'www.other.de', url: 'https://www.other.de/a' },
    { position: 4, domain: 'demo-shop.de', url: 'https://demo-shop.de/b' },
    { position: 2, domain: 'blog.demo-shop.de', url: 'https://blog.demo-shop.de/c' },
    { position: 9, domain: 'www.demo-shop.de', url: 'https://www.demo-shop.de/d' },
  ];
  it('finds the best entry of the site, with or without www, not other subdomains', () => {
    expect(domainPosition(organic, 'www.demo-shop.de')).toEqual({ position: 4, url: 'https://demo-shop.de/b' });
    expect(domainPosition(organic, 'www.absent.de')).toBeNull();
    expect(sameSite('WWW.Shop.de.', 'shop.de')).toBe(true);
    expect(sameSite('blog.shop.de', 'www.shop.de')).toBe(false);
  });
  it('answers a position that is on the list and no better one of the site (property)', () => {
    const entry = fc.record({ position: fc.integer({ min: 1, max: 100 }), domain: fc.constantFrom('a.de', 'www.a.de', 'b.de'), url: fc.constant('u') });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (list) => {
        const found = domainPosition(list, 'www.a.de');
        const mine = list.filter((e) => sameSite(e.domain, 'a.de')).map((e) => e.position);
        expect(found?.position ?? null).toBe(mine.length === 0 ? null : Math.min(...mine));
      }),
    );
  });
});
