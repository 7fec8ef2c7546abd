import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import type { CollectionSummary, GetCollectionResponse } from '../../src/domain/contracts/collections.ts';
import type { VolumeJobResponse, VolumeJobStartResponse } from '../../src/domain/contracts/volume-jobs.ts';

/** A logged-in POST that answers the parsed body and throws on anything but a 200. */
export type StallPost = <T>(url: string, payload: object) => Promise<T>;

/** The size issue 15 measures the large operations at. */
export const LARGE = 10_000;
const MARKET = { location: 2276, language: 'de' } as const;
const COMPANY = 1;

export async function stallPoster(app: FastifyInstance, email = 'power@demo.test', remoteAddress = '127.0.0.251'): Promise<StallPost> {
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, pass: DEMO_PASSWORD }, remoteAddress });
  const { token } = login.json<{ token?: string }>();
  if (token === undefined) throw new Error(`login of ${email} failed: ${login.body}`);
  return async <T>(url: string, payload: object): Promise<T> => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` }, remoteAddress });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return response.json<T>();
  };
}

/** Keywords nobody asked for before (the stem makes them new), so the provider and not the cache answers them. */
export function newKeywords(stem: string, count = LARGE): string[] {
  return Array.from({ length: count }, (_, i) => `${stem} ${i}`);
}

export async function createLargeCollection(post: StallPost, name: string, keywords: readonly string[]): Promise<CollectionSummary> {
  const { collection } = await post<{ collection: CollectionSummary }>('/api/collections/create', { company_id: COMPANY, name, ...MARKET, keywords });
  if (collection.keyword_count !== keywords.length) throw new Error(`the collection holds ${collection.keyword_count} keywords, not ${keywords.length}`);
  return collection;
}

export async function readLargeCollection(post: StallPost, collectionId: number): Promise<GetCollectionResponse> {
  return post<GetCollectionResponse>('/api/collections/get', { company_id: COMPANY, collection_id: collectionId });
}

/** Starts a bulk volume job and polls it as the client does until it is done. */
export async function runLargeVolumeJob(post: StallPost, keywords: readonly string[], pollMs = 100): Promise<VolumeJobResponse['job']> {
  const started = await post<VolumeJobStartResponse>('/api/research/volume-jobs/start', { company_id: COMPANY, keywords, ...MARKET });
  for (;;) {
    const { job } = await post<VolumeJobResponse>('/api/research/volume-jobs/get', { company_id: COMPANY, job_id: started.job_id });
    if (job.status === 'done') return job;
    if (job.status === 'failed' || job.status === 'interrupted') throw new Error(`the volume job ended ${job.status}: ${job.error ?? ''}`);
    await sleep(pollMs);
  }
}
