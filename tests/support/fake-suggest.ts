/** A local stand-in for Google autocomplete (`client=firefox`): answers `[query, [suggestions…]]`. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSuggestReply = { status?: number; contentType?: string; body: string | Buffer } | { hang: true };

export interface FakeSuggest {
  url: string;
  requests: URL[];
  enqueue(...replies: FakeSuggestReply[]): void;
  close(): Promise<void>;
}

export async function startFakeSuggest(): Promise<FakeSuggest> {
  const requests: URL[] = [];
  const queue: FakeSuggestReply[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const queued = queue.shift();
    if (queued && 'hang' in queued) return;
    if (queued) {
      res.writeHead(queued.status ?? 200, { 'content-type': queued.contentType ?? 'application/json; charset=utf-8' });
      return res.end(queued.body);
    }
    const q = url.searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(JSON.stringify([q, [q, `${q} kaufen`, `${q} rezept`, `${q} selber machen`, `${q} Kaufen`]]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/complete/search`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
