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
  async function* texts(): AsyncGenerator<string> {
    for await (const page of pages) yield JSON.stringify(page).slice(1, -1);
  }
  return new StreamedJson<T>(Readable.from(pieces(fields, key, texts()), { objectMode: false }));
}

/**
 * As streamedJson, with each page's items given as their JSON texts: items the database keeps as
 * JSON go out as it keeps them, never parsed and written again. Each text must be one JSON value.
 */
export function streamedJsonTexts<T extends object, K extends ArrayKey<T> & string>(fields: Omit<T, K>, key: K, pages: AsyncIterable<readonly string[]>): StreamedJson<T> {
  async function* texts(): AsyncGenerator<string> {
    for await (const page of pages) yield page.join(',');
  }
  return new StreamedJson<T>(Readable.from(pieces(fields, key, texts()), { objectMode: false }));
}

/** The answer's text: the fields, then the pages' items (each page as its items' texts joined by commas). */
async function* pieces(fields: object, key: string, pageTexts: AsyncIterable<string>): AsyncGenerator<string> {
  const head = JSON.stringify(fields);
  yield `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(key)}:[`;
  let first = true;
  for await (const text of pageTexts) {
    if (text === '') continue;
    yield `${first ? '' : ','}${text}`;
    first = false;
  }
  yield ']}';
}
