/**
 * Whether two keywords are within an edit distance, without computing the distance itself. Duplicate
 * grouping only asks "at most k?" with k of 3 to about 16, so a DP restricted to the diagonals within
 * k of the main one (Ukkonen's band) answers after a few rows for unlike keywords, where a full
 * distance reads both keywords whole. Counts UTF-16 code units, as fastest-levenshtein's `distance`
 * does; bounded-edit-distance.test.ts proves `withinEditDistance(a, b, k) === distance(a, b) <= k`.
 */

// One row of the DP, reused across calls: a grouping asks this hundreds of thousands of times.
let row = new Int32Array(128);

export function withinEditDistance(a: string, b: string, limit: number): boolean {
  if (limit < 0) return false;
  if (a === b) return true;
  // A common prefix and suffix never change the distance, and keywords that differ share most of theirs.
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  while (start < endA && start < endB && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  let short = a;
  let long = b;
  let rows = endA - start;
  let columns = endB - start;
  if (rows > columns) {
    short = b;
    long = a;
    rows = endB - start;
    columns = endA - start;
  }
  if (columns - rows > limit) return false;
  // Replacing the shorter middle and inserting the rest takes `columns` edits at most.
  if (columns <= limit) return true;
  if (row.length <= columns) row = new Int32Array(columns * 2);
  const cap = limit + 1;
  // Cells further than `limit` from the diagonal hold more than `limit`: they read as `cap`, and every
  // value is clamped to `cap`, which keeps each cell min(true value, cap).
  for (let j = 0; j <= columns; j++) row[j] = j < cap ? j : cap;
  for (let i = 1; i <= rows; i++) {
    const code = short.charCodeAt(start + i - 1);
    const lo = i - limit > 1 ? i - limit : 1;
    const hi = i + limit < columns ? i + limit : columns;
    let diagonal = row[lo - 1] ?? cap;
    let left = lo === 1 ? (i < cap ? i : cap) : cap;
    row[lo - 1] = left;
    let least = left;
    for (let j = lo; j <= hi; j++) {
      const up = row[j] ?? cap;
      let value = diagonal + (code === long.charCodeAt(start + j - 1) ? 0 : 1);
      if (up + 1 < value) value = up + 1;
      if (left + 1 < value) value = left + 1;
      if (value > cap) value = cap;
      row[j] = value;
      diagonal = up;
      left = value;
      if (value < least) least = value;
    }
    // Every alignment crosses this row, so when all of it is over the limit the distance is too.
    if (least > limit) return false;
  }
  return (row[columns] ?? cap) <= limit;
}
