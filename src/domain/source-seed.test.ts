import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyPhrase } from './phrase-validation.ts';
import { sourceSeed } from './source-seed.ts';

describe('sourceSeed', () => {
  it('reads a dotted host, with or without scheme and path, as a normalised domain', () => {
    expect(sourceSeed('demo-shop.de')).toEqual({ kind: 'domain', domain: 'www.demo-shop.de' });
    expect(sourceSeed('  https://Www.Demo-Shop.de/winter?x=1 ')).toEqual({ kind: 'domain', domain: 'www.demo-shop.de' });
    expect(sourceSeed('glühwein-shop.de')).toEqual({ kind: 'domain', domain: 'www.glühwein-shop.de' });
  });
  it('keeps phrases, numbers and addresses the domain rule refuses as keywords, tidied', () => {
    expect(sourceSeed('  Glühwein   kaufen ')).toEqual({ kind: 'keyword', keyword: 'Glühwein kaufen' });
    expect(sourceSeed('glühwein 2.0')).toEqual({ kind: 'keyword', keyword: 'glühwein 2.0' });
    expect(sourceSeed('2.5')).toEqual({ kind: 'keyword', keyword: '2.5' });
    expect(sourceSeed('192.168.0.1')).toEqual({ kind: 'keyword', keyword: '192.168.0.1' });
    expect(sourceSeed('glühwein')).toEqual({ kind: 'keyword', keyword: 'glühwein' });
  });
  it('never calls a phrase with a space or without a dot a domain', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const seed = sourceSeed(input);
        const tidy = tidyPhrase(input);
        if (tidy.includes(' ') || !tidy.includes('.')) expect(seed).toEqual({ kind: 'keyword', keyword: tidy });
        if (seed.kind === 'domain') expect(seed.domain.startsWith('www.')).toBe(true);
      }),
    );
  });
});
