import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-loading.ts';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a loaded chunk through', async () => {
    await expect(loadChunk('ideas', async () => ({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });

  it('fails with ChunkLoadError "Loading chunk … failed." when the import fails', async () => {
    const result = loadChunk('ideas', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk ideas failed.', code: 'CHUNK_LOAD_FAILED' });
  });

  it('codes a stylesheet failure CSS_CHUNK_LOAD_FAILED', async () => {
    const result = loadChunk('ideas', () => Promise.reject(new Error('Unable to preload CSS for /assets/ideas.css')));
    await expect(result).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('fails after 120 seconds, not before', async () => {
    const result = loadChunk('slow', () => new Promise<never>(() => {}));
    let settled = false;
    result.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
  });
});
