import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadChunk } from './chunk-loading.ts';

/**
 * A route's page as its own chunk, named for the error it raises when the chunk does not arrive
 * (SPEC §8: `Loading chunk <name> failed.`, after 120 seconds at the latest).
 */
export function lazyPage<M>(chunk: string, importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyRouteComponent(async () => ({ default: pick(await loadChunk(chunk, importer)) }));
}
