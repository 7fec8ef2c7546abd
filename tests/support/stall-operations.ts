import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import type { CollectionSummary, GetCollectionCompactResponse, GetCollectionResponse } from '../../src/domain/contracts/collections.ts';
import type { VolumeJobResponse, VolumeJobStartResponse } from '../../src/domain/contracts/volume-jobs.ts';

/** The size issue 15 measures the large operations at. */
export const LARGE = 10_000;
const MARKET = { location: 2276, language: 'de' } as const;
const COMPANY = 1;

/**
 * Logged-in POSTs that throw on anything but a 200: `json` parses the answer, `text` leaves it as it
 * came. The client runs in the server's process here, so parsing 10,000 rows while the probe runs
 * would count the client's work as the server's stall; the read's answer is parsed afterwards.
 */
export type StallPost = {
  json<T>(url: string, payload: object): Promise<T>;
  text(url: string, payload: object): Promise<string>;
};

export async function stallPoster(app: FastifyInstance, email = 'power@demo.test', remoteAddress = '127.0.0.251'): Promise<StallPost> {
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, pass: DEMO_PASSWORD }, remoteAddress });
  const { token } = login.json<{ token?: string }>();
  if (token === undefined) throw new Error(`login of ${email} failed: ${login.body}`);
  const text = async (url: string, payload: object): Promise<string> => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` }, remoteAddress });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return response.body;
  };
  return { text, json: async <T>(url: string, payload: object): Promise<T> => JSON.parse(await text(url, payload)) as T };
}

/** Keywords nobody asked for before (the stem makes them new), so the provider and not the cache answers them. */
export function newKeywords(stem: string, count = LARGE): string[] {
  return Array.from({ length: count }, (_, i) => `${stem} ${i}`);
}

export async function createLargeCollection(post: StallPost, name: string, keywords: readonly string[]): Promise<CollectionSummary> {
  const { collection } = await post.json<{ collection: CollectionSummary }>('/api/collections/create', { company_id: COMPANY, name, ...MARKET, keywords });
  if (collection.keyword_count !== keywords.length) throw new Error(`the collection holds ${collection.keyword_count} keywords, not ${keywords.length}`);
  return collection;
}

/**
 * The answer of /collections/get as it came; JSON.parse it once the probe has stopped. Whole rows by
 * default (the server builds them: the heavier read); `compact` as the client asks (decision 0069).
 */
export async function readLargeCollection(post: StallPost, collectionId: number, rowForm: 'whole' | 'compact' = 'whole'): Promise<string> {
  return post.text('/api/collections/get', { company_id: COMPANY, collection_id: collectionId, row_form: rowForm });
}

export function parsedCollection(text: string): GetCollectionResponse {
  return JSON.parse(text) as GetCollectionResponse;
}

export function parsedCollectionCompact(text: string): GetCollectionCompactResponse {
  return JSON.parse(text) as GetCollectionCompactResponse;
}

/** Starts a bulk volume job and polls it as the client does until it is done. */
export async function runLargeVolumeJob(post: StallPost, keywords: readonly string[], pollMs = 100): Promise<VolumeJobResponse['job']> {
  const started = await post.json<VolumeJobStartResponse>('/api/research/volume-jobs/start', { company_id: COMPANY, keywords, ...MARKET });
  for (;;) {
    const { job } = await post.json<VolumeJobResponse>('/api/research/volume-jobs/get', { company_id: COMPANY, job_id: started.job_id });
    if (job.status === 'done') return job;
    if (job.status === 'failed' || job.status === 'interrupted') throw new Error(`the volume job ended ${job.status}: ${job.error ?? ''}`);
    await sleep(pollMs);
  }
}
