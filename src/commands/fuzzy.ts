/**
 * Fuzzy match of a query against a text: every query character must appear in order. The score
 * rewards what people mean when they type a few letters: a match at the start of a word, letters
 * in a row, and a short text. 0 means no match.
 */
export function fuzzyScore(text: string, query: string): number {
  if (query === '') return 1;
  const t = text.toLowerCase();
  const q = query.toLowerCase();
  const direct = t.indexOf(q);
  if (direct !== -1) {
    const wordStart = direct === 0 || /[\s\-_/.*(]/.test(t.charAt(direct - 1));
    return 100 + (wordStart ? 50 : 0) + (direct === 0 ? 25 : 0) - t.length * 0.1;
  }
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of q) {
    const at = t.indexOf(char, from);
    if (at === -1) return 0;
    const wordStart = at === 0 || /[\s\-_/.*(]/.test(t.charAt(at - 1));
    score += 1 + (at === previous + 1 ? 3 : 0) + (wordStart ? 4 : 0);
    previous = at;
    from = at + 1;
  }
  return score - t.length * 0.1;
}

/** Each word of the query must match the title or a keyword; the best match of each word counts. */
export function matchScore(title: string, keywords: readonly string[], query: string): number {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  let total = 0;
  for (const word of words) {
    let best = fuzzyScore(title, word) * 1.5;
    for (const keyword of keywords) best = Math.max(best, fuzzyScore(keyword, word));
    if (best <= 0) return 0;
    total += best;
  }
  return total;
}
