import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamedJson, streamedJsonTexts } from './streamed-json.ts';

type Answer = { name: string; total: number; rows: Array<{ keyword: string; volume: number | null }> };

async function text(pages: Answer['rows'][], fields: Omit<Answer, 'rows'>): Promise<string> {
  async function* source() {
    for (const page of pages) yield page;
  }
  let written = '';
  for await (const piece of streamedJson<Answer, 'rows'>(fields, 'rows', source()).stream) written += String(piece);
  return written;
}

const row = fc.record({ keyword: fc.string(), volume: fc.option(fc.integer(), { nil: null }) });

describe('streamedJson', () => {
  it('writes the answer JSON.stringify would, whatever the pages (empty ones included)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.integer(), fc.array(fc.array(row, { maxLength: 5 }), { maxLength: 6 }), async (name, total, pages) => {
        const written = await text(pages, { name, total });
        expect(JSON.parse(written)).toEqual({ name, total, rows: pages.flat() });
      }),
    );
  });

  it('writes pages given as their items\' JSON texts as it writes the items themselves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.integer(), fc.array(fc.array(row, { maxLength: 5 }), { maxLength: 6 }), async (name, total, pages) => {
        async function* source() {
          for (const page of pages) yield page.map((item) => JSON.stringify(item));
        }
        let written = '';
        for await (const piece of streamedJsonTexts<Answer, 'rows'>({ name, total }, 'rows', source()).stream) written += String(piece);
        expect(written).toBe(await text(pages, { name, total }));
      }),
    );
  });

  it('writes no page before the fields, and an empty array when there are no rows', async () => {
    expect(await text([], { name: 'leer', total: 0 })).toBe('{"name":"leer","total":0,"rows":[]}');
    expect(await text([[{ keyword: 'a', volume: 1 }], [], [{ keyword: 'b', volume: null }]], { name: 'x', total: 2 })).toBe(
      '{"name":"x","total":2,"rows":[{"keyword":"a","volume":1},{"keyword":"b","volume":null}]}',
    );
  });

  it('fails the stream when a page fails, so a broken read never ends as a complete answer', async () => {
    async function* failing() {
      yield [{ keyword: 'a', volume: 1 }];
      throw new Error('the database went away');
    }
    const read = async () => {
      for await (const piece of streamedJson<Answer, 'rows'>({ name: 'x', total: 1 }, 'rows', failing()).stream) void piece;
    };
    await expect(read()).rejects.toThrow('the database went away');
  });
});
