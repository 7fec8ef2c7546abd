/**
 * Seeded hashing instead of Math.random: the sample provider must give the same answer for the same
 * (keyword, location, language, month) on every machine and every run.
 */
import { murmurFinalise } from '../../../src/domain/murmur-finalise.ts';

const FNV_OFFSET = 0x811c9dc5;
const SEPARATOR = '\u241f';

/**
 * FNV-1a over the UTF-8 bytes, 32 bit; `from` continues the hash of a text this one follows. The bytes are produced inline (the same bytes TextEncoder
 * gives, a lone surrogate as U+FFFD): a bulk lookup hashes hundreds of thousands of times, and
 * allocating an encoded buffer per hash was most of its cost.
 */
export function fnv1a(text: string, from = FNV_OFFSET): number {
  let hash = from;
  // Bytes are collected in a small fixed array and folded in one loop; a closure per call showed up
  // in profiles of a bulk lookup.
  const bytes = [0, 0, 0, 0];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        code = 0xfffd;
      }
    }
    let length: number;
    if (code < 0x80) {
      bytes[0] = code;
      length = 1;
    } else if (code < 0x800) {
      bytes[0] = 0xc0 | (code >> 6);
      bytes[1] = 0x80 | (code & 0x3f);
      length = 2;
    } else if (code < 0x10000) {
      bytes[0] = 0xe0 | (code >> 12);
      bytes[1] = 0x80 | ((code >> 6) & 0x3f);
      bytes[2] = 0x80 | (code & 0x3f);
      length = 3;
    } else {
      bytes[0] = 0xf0 | (code >> 18);
      bytes[1] = 0x80 | ((code >> 12) & 0x3f);
      bytes[2] = 0x80 | ((code >> 6) & 0x3f);
      bytes[3] = 0x80 | (code & 0x3f);
      length = 4;
    }
    for (let b = 0; b < length; b++) {
      hash ^= bytes[b] ?? 0;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}


/** A number in [0, 1) determined by the parts alone. */
export function unit(...parts: readonly (string | number)[]): number {
  return murmurFinalise(fnv1a(parts.join(SEPARATOR))) / 2 ** 32;
}

/**
 * The hash of leading parts, for unitAfter: a keyword's 48 months share (keyword, location,
 * language), and hashing that again for every month was most of a bulk lookup's time.
 */
export function hashPrefix(...parts: readonly (string | number)[]): number {
  return fnv1a(`${parts.join(SEPARATOR)}${SEPARATOR}`);
}

/** unit(...leading, ...parts) from hashPrefix(...leading): the same number, without hashing the leading parts again. */
export function unitAfter(prefix: number, ...parts: readonly (string | number)[]): number {
  return murmurFinalise(fnv1a(parts.join(SEPARATOR), prefix)) / 2 ** 32;
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

/** gaussian(...leading, ...parts) from hashPrefix(...leading), as unitAfter is to unit. */
export function gaussianAfter(prefix: number, ...parts: readonly (string | number)[]): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += unitAfter(prefix, ...parts, 'g', i);
  return (sum - 2) * Math.sqrt(3);
}

/** Picks one entry deterministically. */
export function pick<T>(items: readonly [T, ...T[]], ...parts: readonly (string | number)[]): T {
  return items[Math.floor(unit(...parts) * items.length)] ?? items[0];
}
