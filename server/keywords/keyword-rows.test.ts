import { describe, expect, it } from 'vitest';
import { sampleMetrics } from '../providers/sample/index.ts';
import { createKeywordRowsLookup, lastCompleteMonth } from './keyword-rows.ts';

describe('keyword rows lookup', () => {
  it('takes the month before the current one as the newest month', () => {
    expect(lastCompleteMonth(new Date('2026-11-23T10:00:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(lastCompleteMonth(new Date('2027-01-01T00:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('answers one row per keyword, in request order, ending with the last complete month', async () => {
    const lookup = createKeywordRowsLookup(sampleMetrics, () => new Date('2026-11-23T10:00:00Z'));
    const rows = await lookup({ keywords: ['winterjacke', 'glühwein'], location: 2276, language: 'de', signal: new AbortController().signal });
    expect(rows.map((r) => r.keyword)).toEqual(['winterjacke', 'glühwein']);
    expect(rows[1]).toMatchObject({ year: 2026, month: 10 });
    expect(rows[1]?.search_volumes).toHaveLength(48);
    expect(typeof rows[1]?.['202610']).toBe('number');
  });
});
