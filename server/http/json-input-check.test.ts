import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonInputProblem, MAX_JSON_DEPTH } from './json-input-check.ts';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('jsonInputProblem', () => {
  it('names the path of a NUL character, in a value or in a key', () => {
    expect(jsonInputProblem({ name: 'ok', keywords: ['a', 'b\u0000'] })).toEqual({ field: 'keywords.1', rule: expect.stringContaining('NUL') });
    expect(jsonInputProblem({ saved: { 'x\u0000': 1 } })).toEqual({ field: 'saved.x\u0000', rule: expect.stringContaining('NUL') });
  });

  it('names a lone surrogate, high or low, and lets a surrogate pair pass', () => {
    expect(jsonInputProblem({ keyword: 'glüh\uD800wein' })?.rule).toMatch(/surrogate/u);
    expect(jsonInputProblem({ keyword: '\uDC00' })?.field).toBe('keyword');
    expect(jsonInputProblem({ keyword: 'glühwein 🍷' })).toBeNull();
  });

  it('reports the first bad field of the body first', () => {
    expect(jsonInputProblem({ a: 'x\u0000', b: 'y\u0000' })?.field).toBe('a');
  });

  it('names a body too deep by its top-level field, without recursing', () => {
    expect(jsonInputProblem({ additional_data: nested(100_000) })).toEqual({ field: 'additional_data', rule: `is nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect(jsonInputProblem(nested(MAX_JSON_DEPTH + 1))?.field).toBe('0');
    expect(jsonInputProblem({ a: nested(MAX_JSON_DEPTH - 1) })).toBeNull();
  });

  it('passes any JSON of clean text within the depth', () => {
    const cleanText = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
    const clean = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, cleanText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(cleanText, tie('value'), { maxKeys: 4 })),
    })).value;
    fc.assert(fc.property(clean, (value) => jsonInputProblem(value) === null));
  });

  it('finds a NUL wherever it is put', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 8 }), fc.nat(), (items, at) => {
        const index = at % items.length;
        const body = { list: items.map((item, i) => (i === index ? `${item}\u0000` : item)) };
        return jsonInputProblem(body)?.field === `list.${index}`;
      }),
    );
  });
});
