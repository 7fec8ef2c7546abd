/** SPEC §8 and §9: a route chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The error a failed route chunk raises (SPEC §8): name ChunkLoadError, CSS failures coded. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED',
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed.`);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

// Vite reports a stylesheet that failed to preload with this wording.
const cssFailure = (error: unknown) => error instanceof Error && /Unable to preload CSS|\.css/i.test(error.message);

/** Loads a chunk, turning a failure or a load over the time-out into a ChunkLoadError. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'CHUNK_LOAD_FAILED')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, cssFailure(error) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED', error));
      },
    );
  });
}
