import type { JobKind } from './job-kind.ts';
import { bulkVolumeKind } from './kinds/bulk-volume/bulk-volume-kind.ts';

/** Every kind of background job the server runs; server/app.ts registers them in one loop. */
export const jobKinds: readonly JobKind[] = [bulkVolumeKind];
