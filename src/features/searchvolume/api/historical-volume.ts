import { z } from 'zod';
import { apiPost } from '../../../api/http.ts';
import {
  historicalVolumeEntriesSchema,
  historicalVolumeRequestSchema,
  providerFailureSchema,
  type HistoricalVolumeEntries,
  type HistoricalVolumeRequest,
} from '../../../domain/contracts/keyword-data.ts';

/** The provider failed (no credits, outage…): the server answered 200 with an `error` field. */
export class HistoricalVolumeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HistoricalVolumeError';
  }
}

/**
 * SPEC §8: a historical volume response with an error field is rejected, whatever else it holds,
 * so a half answer is never shown as a result.
 */
export function parseHistoricalVolumeResponse(json: unknown): HistoricalVolumeEntries {
  if (typeof json === 'object' && json !== null && 'error' in json) {
    const failure = providerFailureSchema.safeParse(json);
    if (failure.success) throw new HistoricalVolumeError(failure.data.error.code, failure.data.error.message);
    throw new HistoricalVolumeError('unknown', 'The keyword provider failed without saying why.');
  }
  return historicalVolumeEntriesSchema.parse(json);
}

/** POST /api/v2/sources/dataforseo/historicalsv for up to 1,000 keywords; throws HistoricalVolumeError on `{error}`. */
export async function fetchHistoricalVolume(request: HistoricalVolumeRequest): Promise<HistoricalVolumeEntries> {
  const body = historicalVolumeRequestSchema.parse(request);
  return parseHistoricalVolumeResponse(await apiPost('/v2/sources/dataforseo/historicalsv', body, z.unknown()));
}
