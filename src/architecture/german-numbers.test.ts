/**
 * SPEC §9: numbers the user reads are German (`10.000`). This reads every string the client and the
 * shared contracts can show (string and template literals, JSX text; comments are not read) and fails on
 * an English thousands group such as `10,000` or an `en-US` locale. The contracts' limit messages are
 * also checked by what they say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { collectionKeywordsSchema, COLLECTION_KEYWORDS_MAX } from '../domain/contracts/collections.ts';
import { CUSTOM_VALUES_KEYWORDS_MAX, restoreCustomValuesRequestSchema, setCustomValuesRequestSchema } from '../domain/contracts/collection-columns.ts';

const src = join(import.meta.dirname, '..');
const ENGLISH_GROUPS = /\b\d{1,3}(?:,\d{3})+\b/u;

function shownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shownFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each text literal of a file that is English-formatted, as `file:line "text"`. */
export function englishNumbers(path: string, code: string): string[] {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = node.text;
      if (ENGLISH_GROUPS.test(text) || text === 'en-US') {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(src, path)}:${line + 1} ${JSON.stringify(text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('German numbers in what the user reads', () => {
  it('finds an English group and an en-US locale, and not a German number or a comment', () => {
    expect(englishNumbers('a.tsx', "const a = 'Paste up to 10,000 keywords'; const b = <p>1,234,567 rows</p>;")).toHaveLength(2);
    expect(englishNumbers('a.ts', "n.toLocaleString('en-US'); const t = `${n} of 2,500`;")).toHaveLength(2);
    expect(englishNumbers('a.ts', "// 10,000 rows\nconst a = 'Paste up to 10.000 keywords'; const b = 'a, b'; const c = '1,5 €';")).toEqual([]);
  });

  it('no client or contract file holds one', () => {
    // Parsing is for the files where a quick look finds a candidate (most hits are comments).
    const found = shownFiles(src).flatMap((path) => {
      const code = readFileSync(path, 'utf8');
      return ENGLISH_GROUPS.test(code) || code.includes('en-US') ? englishNumbers(path, code) : [];
    });
    expect(found).toEqual([]);
  });

  it('the contracts name their limits in German', () => {
    const tooMany = (max: number) => Array.from({ length: max + 1 }, (_, i) => `k${i}`);
    expect(collectionKeywordsSchema.safeParse(tooMany(COLLECTION_KEYWORDS_MAX)).error?.issues[0]?.message).toBe('At most 10.000 keywords per call.');
    const base = { collectionId: 1, column: 'Status' };
    const set = setCustomValuesRequestSchema.safeParse({ ...base, keywords: tooMany(CUSTOM_VALUES_KEYWORDS_MAX), value: 1 });
    expect(set.error?.issues.map((i) => i.message)).toContain('At most 100.000 keywords per call.');
    const restore = restoreCustomValuesRequestSchema.safeParse({ ...base, values: tooMany(CUSTOM_VALUES_KEYWORDS_MAX).map((keyword) => ({ keyword, value: 1 })) });
    expect(restore.error?.issues.map((i) => i.message)).toContain('At most 100.000 values per call.');
  });
});
