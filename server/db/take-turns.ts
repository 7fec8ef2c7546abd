import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows per statement of a large write or read. PGlite runs a statement on the event loop's thread,
 * so a statement's rows are the longest the server cannot answer anybody. A thousand compact rows
 * (cached metrics, about 350 bytes of JSON each) took 50 ms of CPU in one statement on PGlite.
 */
export const CHUNK_ROWS = 1000;

/**
 * Rows per statement when each row is a whole keyword row (about 4 KB of JSON with its 48 months):
 * a thousand of them took 210-530 ms of CPU in one insert on PGlite, a page of them 80-180 ms to
 * read; a quarter of that keeps such a statement about as short as a thousand compact rows.
 */
export const WIDE_CHUNK_ROWS = 250;

/**
 * Lets the event loop run what waits (other requests, timers) before the next piece of large work.
 * A chain of awaited PGlite queries never leaves the microtask queue, so without this a loop of
 * small statements blocks the server as long as one giant statement would.
 */
export function yieldTurn(): Promise<void> {
  return nextTurn();
}

/** The items a chunk at a time, with the event loop's turn before every chunk but the first. */
export async function* chunksInTurns<T>(items: readonly T[], size = CHUNK_ROWS): AsyncGenerator<T[]> {
  for (const [index, chunk] of chunksOf(items, size).entries()) {
    if (index > 0) await yieldTurn();
    yield chunk;
  }
}

/** `map` over many items, giving the event loop its turn between two chunks of them. */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T) => U, size = CHUNK_ROWS): Promise<U[]> {
  const mapped: U[] = [];
  for await (const chunk of chunksInTurns(items, size)) for (const item of chunk) mapped.push(map(item));
  return mapped;
}

export function chunksOf<T>(items: readonly T[], size = CHUNK_ROWS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
