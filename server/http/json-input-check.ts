/**
 * What no API field may hold, checked once for every JSON body before any contract sees it
 * (issue 16, defect 3): PostgreSQL refuses a NUL character and text that is not valid UTF-8 (a
 * lone UTF-16 surrogate becomes such text), and a recursive validator overflows the stack on a
 * deep enough body. Each was a 500; here each is a problem naming the field and the rule.
 */

/** Deeper than any contract of ours (saved table layouts, the deepest, stay under ten levels). */
export const MAX_JSON_DEPTH = 32;

export interface JsonInputProblem {
  /** The field's path (`keywords.3`, `saved_headers.table.note`); empty for the body itself. */
  field: string;
  rule: string;
}

const NUL_RULE = 'must not contain a NUL character (U+0000)';
const SURROGATE_RULE = 'must be valid Unicode text: it holds a lone UTF-16 surrogate';
// With the u flag a well-formed pair is one code point, so only a lone surrogate is category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_RULE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_RULE;
  return null;
}

type Pending = { value: unknown; path: readonly string[] };

/**
 * The first problem in a parsed JSON body, or null. Iterative, so no body can overflow it; a body
 * too deep is named by its top-level field, the one the sender chose to nest.
 */
export function jsonInputProblem(body: unknown, maxDepth: number = MAX_JSON_DEPTH): JsonInputProblem | null {
  const stack: Pending[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as Pending;
    if (typeof value === 'string') {
      const rule = textProblem(value);
      if (rule !== null) return { field: path.join('.'), rule };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) return { field: path[0] ?? '', rule: `is nested deeper than ${maxDepth} levels` };
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    for (const [key] of entries) {
      const keyRule = textProblem(key);
      if (keyRule !== null) return { field: [...path, key].join('.'), rule: keyRule };
    }
    // Pushed in reverse so the body's first field is looked at, and reported, first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
