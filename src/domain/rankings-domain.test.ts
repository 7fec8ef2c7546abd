import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseRankingDomain } from './rankings-domain';

describe('normaliseRankingDomain', () => {
  it('strips scheme and path, lower-cases and adds www.', () => {
    expect(normaliseRankingDomain('https://Shop.Example.de/a?b')).toEqual({ ok: true, domain: 'www.shop.example.de' });
  });
  it('removes credentials, port, query and fragment', () => {
    expect(normaliseRankingDomain('http://user:pw@example.com:8080/x#frag')).toEqual({ ok: true, domain: 'www.example.com' });
    expect(normaliseRankingDomain('example.com?x=1')).toEqual({ ok: true, domain: 'www.example.com' });
    expect(normaliseRankingDomain('//example.com.')).toEqual({ ok: true, domain: 'www.example.com' });
  });
  it('keeps an existing www.', () => {
    expect(normaliseRankingDomain('WWW.example.de')).toEqual({ ok: true, domain: 'www.example.de' });
  });
  it('keeps IDN domains in Unicode', () => {
    expect(normaliseRankingDomain('Müller-Bäckerei.de')).toEqual({ ok: true, domain: 'www.müller-bäckerei.de' });
  });
  it.each(['', 'schuhe kaufen', 'localhost', '192.168.0.1', 'exa_mple.de', '-a.de', 'https://', 'a..de'])(
    'rejects %j with a message naming it',
    (input) => {
      expect(normaliseRankingDomain(input)).toEqual({ ok: false, message: `'${input}' is not a valid domain` });
    },
  );
  it('rejects an over-long domain', () => {
    expect(normaliseRankingDomain(`${'a'.repeat(60)}.`.repeat(5) + 'de').ok).toBe(false);
  });
  it('is idempotent on accepted domains', () => {
    const label = fc.stringMatching(/^[a-z\d]{1,10}$/);
    const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('de', 'com', 'shop'));
    fc.assert(
      fc.property(domain, fc.constantFrom('', 'http://', 'https://'), fc.constantFrom('', '/p', '/?q#f'), ([ls, tld], scheme, path) => {
        const first = normaliseRankingDomain(`${scheme}${[...ls, tld].join('.')}${path}`);
        expect(first.ok).toBe(true);
        if (first.ok) expect(normaliseRankingDomain(first.domain)).toEqual(first);
      }),
    );
  });
});
