import { BULK_VOLUME_JOB_KIND } from '../../../../src/domain/contracts/volume-jobs.ts';
import { defineJobKind } from '../../job-kind.ts';
import { bulkVolumeHandler } from './bulk-volume-handler.ts';
import { bulkVolumeMessages } from './bulk-volume-messages.ts';
import { bulkVolumePayloadSchema } from './bulk-volume-payload.ts';
import { bulkVolumeRows } from './bulk-volume-rows.ts';

/** Bulk search volume lookups (/searchvolume): up to 10,000 keywords in batches of 700. */
export const bulkVolumeKind = defineJobKind({
  kind: BULK_VOLUME_JOB_KIND,
  label: 'bulk volume',
  suite: 'searchvolume',
  payload: bulkVolumePayloadSchema,
  handler: ({ keywordMetrics }) => bulkVolumeHandler(keywordMetrics),
  messages: bulkVolumeMessages,
  rows: bulkVolumeRows,
});
