import { Readable } from 'node:stream';

/**
 * A JSON answer written in pieces. A handler returns it instead of the answer object when the answer
 * holds thousands of rows: one JSON.stringify of 10,000 keyword rows (tens of megabytes) holds the
 * event loop for a long moment, a page of them at a time does not. `T` is the answer it writes,
 * so a route's response contract still types it.
 */
export class StreamedJson<T> {
  // Only carries T for the route's type check; never read.
  declare private readonly answer: T;
  constructor(readonly stream: Readable) {}
}

type ArrayKey<T> = { [K in keyof T]-?: T[K] extends readonly unknown[] ? K : never }[keyof T];

/**
 * The answer `{...fields, [key]: [...every page's items]}`: the fields first, then the array as the
 * pages come (each page's items in order). The pages are pulled as the client reads, so a slow
 * reader holds the reading back instead of the server buffering the rows. A page that fails after the
 * first piece went out ends the connection (the status line is sent by then), never a truncated 200.
 */
export function streamedJson<T extends object, K extends ArrayKey<T> & string>(fields: Omit<T, K>, key: K, pages: AsyncIterable<T[K]>): StreamedJson<T> {
  async function* pieces(): AsyncGenerator<string> {
    const head = JSON.stringify(fields);
    yield `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(key)}:[`;
    let first = true;
    for await (const page of pages) {
      const items = page as readonly unknown[];
      if (items.length === 0) continue;
      const text = JSON.stringify(items);
      yield `${first ? '' : ','}${text.slice(1, -1)}`;
      first = false;
    }
    yield ']}';
  }
  return new StreamedJson<T>(Readable.from(pieces(), { objectMode: false }));
}
