import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sseData } from './sse-reader.ts';

function bodyOf(pieces: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function read(pieces: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of sseData(bodyOf(pieces))) out.push(data);
  return out;
}

describe('sseData', () => {
  it('yields the data of each event, skipping comments and other fields', async () => {
    expect(await read([': keep-alive\n\nevent: x\ndata: {"a":1}\nid: 3\n\ndata: [DONE]\n\n'])).toEqual(['{"a":1}', '[DONE]']);
  });

  it('joins several data lines of one event and reads CRLF and CR line ends', async () => {
    expect(await read(['data: one\r\ndata: two\r\n\r\ndata:three\r\r'])).toEqual(['one\ntwo', 'three']);
  });

  it('keeps a last event that lacks its blank line', async () => {
    expect(await read(['data: last'])).toEqual(['last']);
  });

  it('gives the same events however the bytes are split, multi-byte characters included', async () => {
    const text = 'data: {"content":"Glühwein ☕"}\r\n\r\ndata: zwei\n\n: c\ndata: drei\n\n';
    const bytes = new TextEncoder().encode(text);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }), async (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < points.length - 1; i += 1) controller.enqueue(bytes.slice(points[i], points[i + 1]));
            controller.close();
          },
        });
        const out: string[] = [];
        for await (const data of sseData(stream)) out.push(data);
        expect(out).toEqual(['{"content":"Glühwein ☕"}', 'zwei', 'drei']);
      }),
    );
  });
});
