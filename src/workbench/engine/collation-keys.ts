/**
 * Primary collation keys for the common case of `Intl.Collator('de')`: printable ASCII and the German
 * umlauts. Each of these code units is one collation element with no contraction, so comparing two
 * texts made only of them is first a comparison of their per-character primary weights (letters
 * without case or umlaut, then punctuation, digits and so on, in the collator's order), and only
 * when those are all equal a matter of accents and case. The weights are read off the collator
 * itself when the module loads, not written down, and collation-keys.test.ts proves the order equal to
 * the collator's on random texts.
 */

/** The code units with a known primary weight: printable ASCII and äöüÄÖÜ. */
const KNOWN = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)), 'ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü'];

/** The weight + 1 of each code unit below 0x100, 0 where unknown. */
const WEIGHTS = new Uint8Array(0x100);

(() => {
  const primary = new Intl.Collator('de', { sensitivity: 'base' });
  // An ignorable character (equal to no text at all) would break the one-element-per-character rule.
  const chars = KNOWN.filter((c) => primary.compare(c, '') !== 0).sort(primary.compare);
  let weight = 1;
  chars.forEach((c, i) => {
    if (i > 0 && primary.compare(chars[i - 1] ?? '', c) !== 0) weight++;
    WEIGHTS[c.charCodeAt(0)] = weight;
  });
})();

let codes = new Uint16Array(256);

/** Code units turned into a string per call of `String.fromCharCode`: far below any argument limit. */
const CHUNK = 4096;

/**
 * The text's primary key as a string of weights (comparable with `<`), or null when the text holds a
 * character outside the known set: such a text is left to the collator.
 */
export function primaryKey(text: string): string | null {
  const length = text.length;
  if (codes.length < length) codes = new Uint16Array(length * 2);
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const weight = code < 0x100 ? (WEIGHTS[code] ?? 0) : 0;
    if (weight === 0) return null;
    codes[i] = weight;
  }
  // V8's own flat string: in Chromium a TextDecoder's string compared three times slower under `<`.
  if (length <= CHUNK) return String.fromCharCode.apply(null, codes.subarray(0, length) as unknown as number[]);
  let key = '';
  for (let at = 0; at < length; at += CHUNK) key += String.fromCharCode.apply(null, codes.subarray(at, Math.min(length, at + CHUNK)) as unknown as number[]);
  return key;
}
