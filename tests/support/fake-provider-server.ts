/**
 * The template for a provider adapter's tests: a loopback HTTP server that answers in the provider's
 * documented format (the `answer` function a fake passes in), records every request, and fails on
 * demand (an error status, a broken body, silence, a dropped connection) for the next requests to a
 * path. fake-dataforseo.ts and fake-suggest.ts are built on it; a new adapter's fake is one more.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** `delayMs`: the answer waits that long, as a model writing a whole completion does. */
  | { status?: number; headers?: Record<string, string>; json: unknown; delayMs?: number }
  /** A body sent as it is: malformed JSON, another charset, an empty answer. */
  | { status?: number; headers?: Record<string, string>; raw: string | Buffer }
  /** Never answers: the adapter's time-out or AbortSignal must end the call. */
  | { hang: true }
  /** Closes the connection without an answer, as a network failure does. */
  | { drop: true }
  /** A streamed body (server-sent events): each piece written `delayMs` after the last; `cut` closes the connection instead of ending the body. */
  | { status?: number; headers?: Record<string, string>; stream: readonly string[]; delayMs?: number; cut?: boolean };

export type RecordedRequest = {
  method: string;
  url: URL;
  path: string;
  authorization: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body as JSON, or null when it is empty or not JSON (then see `text`). */
  body: unknown;
  text: string;
};

/** The provider's normal answer to a request; queued replies go first. */
export type DefaultAnswer = (request: RecordedRequest) => FakeReply;

/** Replies queued under this path apply to requests to any path. */
export const ANY_PATH = '*';

export type FakeProviderServer = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Every request so far, oldest first; a test may empty it (`requests.length = 0`). */
  requests: RecordedRequest[];
  /** Replies used, in order, by the next requests to `path` (or ANY_PATH) before the default answers again. */
  enqueue(path: string, ...replies: FakeReply[]): void;
  close(): Promise<void>;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function stream(res: http.ServerResponse, reply: Extract<FakeReply, { stream: readonly string[] }>): Promise<void> {
  res.writeHead(reply.status ?? 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
  for (const piece of reply.stream) {
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    // Each piece leaves before the next (and before a cut), as a real server flushes them.
    await new Promise<void>((resolve) => res.write(piece, () => resolve()));
  }
  if (reply.cut) res.socket?.destroy();
  else res.end();
}

function send(res: http.ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('stream' in reply) {
    void stream(res, reply);
    return;
  }
  if ('drop' in reply) {
    res.socket?.destroy();
    return;
  }
  const json = 'json' in reply;
  if (json && reply.delayMs) {
    setTimeout(() => send(res, { ...reply, delayMs: 0 }), reply.delayMs);
    return;
  }
  res.writeHead(reply.status ?? 200, { ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...reply.headers });
  res.end(json ? JSON.stringify(reply.json) : reply.raw);
}

export async function startFakeProviderServer(answer: DefaultAnswer): Promise<FakeProviderServer> {
  const requests: RecordedRequest[] = [];
  const queues = new Map<string, FakeReply[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = { method: req.method ?? '', url, path: url.pathname, authorization: req.headers.authorization, headers: req.headers, body: parseJson(text), text };
      requests.push(request);
      const queued = queues.get(request.path)?.shift() ?? queues.get(ANY_PATH)?.shift();
      send(res, queued ?? answer(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue(path, ...replies) {
      queues.set(path, [...(queues.get(path) ?? []), ...replies]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
