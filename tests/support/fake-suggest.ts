/** A local stand-in for Google autocomplete (`client=firefox`), built on fake-provider-server.ts: answers `[query, [suggestions…]]`. */
import { ANY_PATH, startFakeProviderServer, type FakeReply } from './fake-provider-server.ts';

export type FakeSuggestReply = { status?: number; contentType?: string; body: string | Buffer } | { hang: true };

export interface FakeSuggest {
  url: string;
  /** The URLs asked for, oldest first. */
  readonly requests: URL[];
  enqueue(...replies: FakeSuggestReply[]): void;
  close(): Promise<void>;
}

const asReply = (reply: FakeSuggestReply): FakeReply =>
  'hang' in reply ? reply : { status: reply.status ?? 200, headers: { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' }, raw: reply.body };

export async function startFakeSuggest(): Promise<FakeSuggest> {
  const server = await startFakeProviderServer((request) => {
    const q = request.url.searchParams.get('q') ?? '';
    return { headers: { 'content-type': 'text/javascript; charset=utf-8' }, raw: JSON.stringify([q, [q, `${q} kaufen`, `${q} rezept`, `${q} selber machen`, `${q} Kaufen`]]) };
  });
  return {
    url: `${server.url}/complete/search`,
    get requests() {
      return server.requests.map((request) => request.url);
    },
    enqueue: (...replies) => server.enqueue(ANY_PATH, ...replies.map(asReply)),
    close: () => server.close(),
  };
}
