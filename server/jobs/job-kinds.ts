import type { JobKind } from './job-kind.ts';
import { aiTextsKind } from './kinds/ai-texts/ai-texts-kind.ts';
import { brandIndexKind } from './kinds/brand-index/brand-index-kind.ts';
import { contentFetchKind } from './kinds/content-fetch/content-fetch-kind.ts';
import { bulkVolumeKind } from './kinds/bulk-volume/bulk-volume-kind.ts';
import { monitoringUpdateKind } from './kinds/monitoring-update/monitoring-update-kind.ts';

/** Every kind of background job the server runs; server/app.ts registers them in one loop. */
export const jobKinds: readonly JobKind[] = [bulkVolumeKind, brandIndexKind, monitoringUpdateKind, aiTextsKind, contentFetchKind];
