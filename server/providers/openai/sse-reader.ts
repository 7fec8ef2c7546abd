/**
 * Server-sent events as the chat completions stream sends them (WHATWG HTML §9.2.6): lines of
 * `field: value`, events ended by a blank line, `data` lines of one event joined by a newline,
 * comment lines (starting with a colon) ignored. Only `data` matters to the chat stream.
 */

/** The `data` of every event in the byte stream, in order; a last event without its blank line still counts. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const line = function* (text: string): Generator<string> {
    if (text === '') {
      if (data.length > 0) yield data.join('\n');
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    const value = colon < 0 ? '' : text.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.search(/\r\n|\r|\n/);
      while (end >= 0) {
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        yield* line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
        end = buffer.search(/\r\n|\r|\n/);
      }
    }
  } finally {
    // A consumer that stops early (a cancel) releases the connection instead of leaving it to drain.
    await reader.cancel().catch(() => undefined);
  }
  buffer += decoder.decode();
  if (buffer !== '') yield* line(buffer.replace(/\r$/, ''));
  yield* line('');
}
