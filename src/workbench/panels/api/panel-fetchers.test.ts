import { describe, expect, it, vi } from 'vitest';
import type { HistoricalVolumeEntries, HistoricalVolumeRequest } from '../../../domain/contracts/keyword-data.ts';
import { emptyKeywordRow } from '../../../domain/keyword-row.ts';
import { keywordsSavedKey } from './keywords-saved.ts';
import { fetchVolumeHistory, volumeHistoryKey } from './volume-history.ts';

const request = { keyword: 'Glühwein', location: 2276, language: 'de', companyId: 1, userId: 2 };
/** The history port as the composition root would hand it in, answering what it is given. */
const historyPort = (answer: () => Promise<HistoricalVolumeEntries>) => vi.fn<(r: HistoricalVolumeRequest) => Promise<HistoricalVolumeEntries>>(answer);

describe('panel fetchers', () => {
  it('asks the history port for the one keyword in its market and answers its months', async () => {
    const months = [{ year: 2025, month: 11, count: 74_000 }];
    const port = historyPort(async () => ({ entries: [{ ...emptyKeywordRow('glühwein'), search_volumes: months }], rejected: [] }));
    expect(await fetchVolumeHistory(port, request)).toEqual(months);
    expect(port).toHaveBeenCalledWith({ keywords: ['Glühwein'], company: 1, user: 2, language: 'de', location: 2276 });
  });
  it('fails with the provider message, or with the rule a refused phrase broke', async () => {
    await expect(fetchVolumeHistory(historyPort(async () => Promise.reject(new Error('No credits left.'))), request)).rejects.toThrow('No credits left.');
    const refused = historyPort(async () => ({ entries: [], rejected: [{ line: 1, phrase: 'x', message: 'not more than 10 words per phrase' }] }));
    await expect(fetchVolumeHistory(refused, request)).rejects.toThrow('No history for this keyword: not more than 10 words per phrase.');
  });
  it('answers no months when the provider has no row for the keyword', async () => {
    expect(await fetchVolumeHistory(historyPort(async () => ({ entries: [emptyKeywordRow('punsch')], rejected: [] })), request)).toEqual([]);
  });
  it('keys histories by market and keyword identity', () => {
    expect(volumeHistoryKey(request)).toEqual(volumeHistoryKey({ ...request, keyword: ' glühwein ', language: 'DE' }));
    expect(volumeHistoryKey(request)).not.toEqual(volumeHistoryKey({ ...request, location: 2040 }));
  });
  it('keys the saved lists under the collections key, so adding keywords refreshes them', () => {
    expect(keywordsSavedKey(1, 2276, 'Glühwein').slice(0, 2)).toEqual(['collections', 1]);
  });
});
