import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the encoding's headers and work cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers compressed by the client's Accept-Encoding, brotli before gzip (issue 15: a results
 * page of 5,000 rows was 15 MB of JSON). Registered inside the /api plugin, so it sees only API
 * routes; socket.io answers on the HTTP server itself, past Fastify, and is untouched. Streamed
 * answers stay as they are: the AI chat's application/x-ndjson and any text/event-stream are not
 * compressible types to the plugin (a compressor would hold their lines back until its buffer fills),
 * which tests/integration/compression.test.ts checks. Brotli at the plugin's quality 4: a level
 * that keeps a 15 MB answer's compression in the tens of milliseconds, off the event loop (zlib's
 * threads) above the plugin's synchronous threshold.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Answers only: request bodies stay plain JSON, as the API has always taken them.
    globalDecompression: false,
  });
}
