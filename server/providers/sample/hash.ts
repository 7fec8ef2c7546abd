/**
 * Seeded hashing instead of Math.random: the sample provider must give the same answer for the same
 * (keyword, location, language, month) on every machine and every run.
 */

/** FNV-1a over the UTF-8 bytes, 32 bit. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A murmur3 finaliser so that inputs differing in one character land far apart. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) determined by the parts alone. */
export function unit(...parts: readonly (string | number)[]): number {
  return mix(fnv1a(parts.join('\u241f'))) / 2 ** 32;
}

/** A number in [-1, 1) determined by the parts alone. */
export function signedUnit(...parts: readonly (string | number)[]): number {
  return unit(...parts) * 2 - 1;
}

/** An approximately normal value (mean 0, sd 1) from four uniforms (Irwin–Hall), enough for noise. */
export function gaussian(...parts: readonly (string | number)[]): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += unit(...parts, 'g', i);
  return (sum - 2) * Math.sqrt(3);
}

/** Picks one entry deterministically. */
export function pick<T>(items: readonly [T, ...T[]], ...parts: readonly (string | number)[]): T {
  return items[Math.floor(unit(...parts) * items.length)] ?? items[0];
}
