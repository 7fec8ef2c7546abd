import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankTexts } from './collation-ranks.ts';
import { rankJoinedInSteps } from './joined-ranks.ts';
import { drain } from './steps.ts';

const joinedOf = (texts: readonly (string | null)[]): { joined: string; ends: Uint32Array; nulls: Uint8Array } => {
  let end = 0;
  const ends = Uint32Array.from(texts, (text) => (end += text?.length ?? 0));
  return { joined: texts.join(''), ends, nulls: Uint8Array.from(texts, (text) => (text === null ? 1 : 0)) };
};

describe('collation ranks of a joined text column', () => {
  it('property: equal the ranks of the texts cut out, repeated, empty and missing texts included', () => {
    // Few letters and short texts: many repeats, texts that are prefixes of others, and hash collisions.
    const text = fc.oneof(fc.string({ unit: fc.constantFrom('a', 'A', 'ä', 'b', 'ß', ' ', '😀'), maxLength: 4 }), fc.constant(null));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 80 }), (texts) => {
        const { joined, ends, nulls } = joinedOf(texts);
        expect(Array.from(drain(rankJoinedInSteps(joined, ends, nulls)))).toEqual(Array.from(rankTexts(texts)));
      }),
      { numRuns: 1000 },
    );
  });

  it('equal them on 50,000 texts, in slices', () => {
    const texts = Array.from({ length: 50_000 }, (_, i) => `${['schuhe', 'Schuhe', 'jacke', 'glühwein'][i % 4] ?? ''} ${(i * 7919) % 20_011}`);
    const { joined, ends } = joinedOf(texts);
    const steps = rankJoinedInSteps(joined, ends);
    let slices = 0;
    let step = steps.next();
    while (!step.done) {
      slices++;
      step = steps.next();
    }
    expect(slices).toBeGreaterThan(3);
    expect(Array.from(step.value)).toEqual(Array.from(rankTexts(texts)));
  });
});
