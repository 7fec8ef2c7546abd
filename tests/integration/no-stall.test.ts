import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSummary } from '../../src/domain/contracts/collections.ts';
import { probeWhile } from '../support/stall-probe.ts';
import { createLargeCollection, LARGE, newKeywords, parsedCollection, readLargeCollection, runLargeVolumeJob, stallPoster, type StallPost } from '../support/stall-operations.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

// Issue 15, item 1: one user's large request must not freeze the server for everybody. Today's
// stalls were seconds; the bound is generous for a busy 2-core machine (the bench reports the
// figure against the 300 ms target).
const WORST_WAIT_MS = 1000;

describe.each(databaseKinds)('no request stalls another on %s', (kind) => {
  let t: TestApp;
  let post: StallPost;
  let collection: CollectionSummary;
  beforeAll(async () => {
    t = await createTestApp(kind);
    post = await stallPoster(t.app);
  });
  afterAll(() => t.close());

  it('answers /api/status within 1 s while a 10,000-keyword collection is created', async () => {
    const keywords = newKeywords(`glühwein stall ${kind}`);
    const { result, figures } = await probeWhile(t.app, () => createLargeCollection(post, 'Stall test', keywords));
    collection = result;
    expect(collection.keyword_count).toBe(LARGE);
    expect(figures.probes).toBeGreaterThan(0);
    expect(figures.worstWaitMs, `worst /api/status wait ${figures.worstWaitMs.toFixed(0)} ms in a ${figures.workMs.toFixed(0)} ms create`).toBeLessThan(WORST_WAIT_MS);
  });

  it('answers /api/status within 1 s while the 10,000-row collection is read, and the read holds every row in order', async () => {
    const { result: text, figures } = await probeWhile(t.app, () => readLargeCollection(post, collection.id));
    const result = parsedCollection(text);
    expect(result.collection).toEqual(collection);
    expect(result.rows).toHaveLength(LARGE);
    expect(result.rows.map((row) => row.keyword)).toEqual(newKeywords(`glühwein stall ${kind}`));
    expect(result.rows.every((row) => Array.isArray(row.search_volumes) && row.search_volumes.length > 0)).toBe(true);
    expect(figures.worstWaitMs, `worst /api/status wait ${figures.worstWaitMs.toFixed(0)} ms in a ${figures.workMs.toFixed(0)} ms read`).toBeLessThan(WORST_WAIT_MS);
  });

  it('answers /api/status within 1 s while a 10,000-keyword volume job runs to done', async () => {
    const { result, figures } = await probeWhile(t.app, () => runLargeVolumeJob(post, newKeywords(`punsch stall ${kind}`)));
    expect(result).toMatchObject({ status: 'done', keyword_count: LARGE, failed: [] });
    expect(figures.worstWaitMs, `worst /api/status wait ${figures.worstWaitMs.toFixed(0)} ms in a ${figures.workMs.toFixed(0)} ms job`).toBeLessThan(WORST_WAIT_MS);
  });
});
