/** MurmurHash3's 32-bit finaliser: inputs differing in one bit land far apart. Pure, for stable hashes. */
export function murmurFinalise(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
