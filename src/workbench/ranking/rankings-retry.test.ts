import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../api/http.ts';
import { RankingsUnavailableError, shouldRetryRankings } from './rankings-retry.ts';

describe('shouldRetryRankings', () => {
  it('tries once more after a lost connection or a server error only', () => {
    expect(shouldRetryRankings(0, new ApiCallError(0, 'offline'))).toBe(true);
    expect(shouldRetryRankings(0, new ApiCallError(503, 'busy'))).toBe(true);
    expect(shouldRetryRankings(1, new ApiCallError(503, 'busy'))).toBe(false);
    expect(shouldRetryRankings(0, new ApiCallError(400, 'bad domain'))).toBe(false);
    expect(shouldRetryRankings(0, new ApiCallError(403, 'no access'))).toBe(false);
    expect(shouldRetryRankings(0, new RankingsUnavailableError('quota'))).toBe(false);
  });
});
