import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a, gaussian, gaussianAfter, hashPrefix, unit, unitAfter } from './hash.ts';

/** The reference: FNV-1a over the bytes TextEncoder gives, which the inline encoding must equal. */
function referenceFnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

describe('fnv1a', () => {
  it('hashes the UTF-8 bytes of any string, lone surrogates included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => fnv1a(text) === referenceFnv1a(text)), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)) }), (text) => fnv1a(text) === referenceFnv1a(text)));
  }, 20_000);

  it('keeps the known value of a German keyword', () => {
    expect(fnv1a('glühwein')).toBe(referenceFnv1a('glühwein'));
    expect(fnv1a('')).toBe(0x811c9dc5);
  });
});

describe('unitAfter', () => {
  it('gives unit of the leading and the following parts, lone surrogates at the seam included', () => {
    const surrogateText = fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)) });
    const part = fc.oneof(fc.string({ unit: 'binary' }), surrogateText, fc.integer(), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), fc.array(part, { minLength: 1, maxLength: 3 }), (leading, following) => {
        expect(unitAfter(hashPrefix(...leading), ...following)).toBe(unit(...leading, ...following));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('gaussianAfter', () => {
  it('gives gaussian of the leading and the following parts', () => {
    const part = fc.oneof(fc.string({ unit: 'binary' }), fc.integer());
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), fc.array(part, { maxLength: 3 }), (leading, following) => {
        expect(gaussianAfter(hashPrefix(...leading), ...following)).toBe(gaussian(...leading, ...following));
      }),
      { numRuns: 300 },
    );
  });
});
