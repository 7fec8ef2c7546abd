import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  USAGE_KINDS,
  USAGE_PORTS,
  USAGE_SUITES,
  cacheShare,
  formatShare,
  lookedUp,
  monthName,
  usageFromDay,
  usageMonths,
  usagePerSuite,
  usageSummary,
  usageTotal,
  type UsageCount,
} from './provider-usage.ts';

const months = usageMonths(new Date('2026-11-26T04:00:00Z'));
const count = (partial: Partial<UsageCount>): UsageCount => ({ month: '2026-11', suite: 'research', port: 'metrics', kind: 'paid', calls: 1, keywords: 10, ...partial });

describe('usageMonths', () => {
  it('names this month and the one before, across a year end, in UTC', () => {
    expect(months).toEqual({ current: '2026-11', previous: '2026-10' });
    expect(usageMonths(new Date('2027-01-01T00:30:00Z'))).toEqual({ current: '2027-01', previous: '2026-12' });
    expect(usageMonths(new Date('2026-12-31T23:59:59Z'))).toEqual({ current: '2026-12', previous: '2026-11' });
    expect(usageFromDay(months)).toBe('2026-10-01');
  });
});

describe('usagePerSuite', () => {
  it('adds cache and paid per suite and month, suites in their fixed order, other months ignored', () => {
    const suites = usagePerSuite(
      [
        count({ suite: 'brands', kind: 'cache', calls: 2, keywords: 30 }),
        count({ suite: 'brands', port: 'suggestions', calls: 3, keywords: 3 }),
        count({ suite: 'searchvolume', calls: 1, keywords: 700 }),
        count({ suite: 'searchvolume', month: '2026-10', kind: 'cache', calls: 4, keywords: 40 }),
        count({ suite: 'monitoring', month: '2026-09', calls: 9, keywords: 9 }),
      ],
      months,
    );
    expect(suites).toEqual([
      { suite: 'searchvolume', current: { cache_keywords: 0, cache_calls: 0, paid_keywords: 700, paid_calls: 1 }, previous: { cache_keywords: 40, cache_calls: 4, paid_keywords: 0, paid_calls: 0 } },
      { suite: 'brands', current: { cache_keywords: 30, cache_calls: 2, paid_keywords: 3, paid_calls: 3 }, previous: { cache_keywords: 0, cache_calls: 0, paid_keywords: 0, paid_calls: 0 } },
    ]);
  });

  it('loses no keyword and no call of the two months, and counts nothing else', () => {
    const arbitraryCount = fc.record({
      month: fc.constantFrom('2026-09', '2026-10', '2026-11'),
      suite: fc.constantFrom(...USAGE_SUITES),
      port: fc.constantFrom(...USAGE_PORTS),
      kind: fc.constantFrom(...USAGE_KINDS),
      calls: fc.integer({ min: 0, max: 10_000 }),
      keywords: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryCount, { maxLength: 60 }), (counts) => {
        const suites = usagePerSuite(counts, months);
        for (const which of ['current', 'previous'] as const) {
          const month = months[which];
          const total = usageTotal(suites, which);
          const inMonth = counts.filter((c) => c.month === month);
          expect(lookedUp(total)).toBe(inMonth.reduce((sum, c) => sum + c.keywords, 0));
          expect(total.paid_calls).toBe(inMonth.filter((c) => c.kind === 'paid').reduce((sum, c) => sum + c.calls, 0));
          expect(total.cache_calls).toBe(inMonth.filter((c) => c.kind === 'cache').reduce((sum, c) => sum + c.calls, 0));
        }
        expect(suites.map((s) => s.suite)).toEqual(USAGE_SUITES.filter((suite) => suites.some((s) => s.suite === suite)));
      }),
    );
  });
});

describe('the cache share and the summary', () => {
  it('is the cache part of all keywords, none when nothing was looked up', () => {
    expect(cacheShare({ cache_keywords: 3, cache_calls: 1, paid_keywords: 1, paid_calls: 1 })).toBe(0.75);
    expect(cacheShare({ cache_keywords: 0, cache_calls: 0, paid_keywords: 0, paid_calls: 0 })).toBeNull();
    expect(formatShare(0.654)).toBe('65 %');
    expect(formatShare(null)).toBe('-');
    expect(monthName('2026-11')).toBe('November 2026');
  });

  it('sums up both months in German numbers', () => {
    const suites = usagePerSuite(
      [count({ kind: 'cache', calls: 3, keywords: 1200 }), count({ calls: 2, keywords: 400 }), count({ month: '2026-10', calls: 1, keywords: 1 })],
      months,
    );
    expect(usageSummary(suites, months)).toBe(
      'In November 2026 your company looked up 1.600 keywords: 1.200 from the cache (75 %) and 400 paid, in 2 paid provider calls. October 2026: 1 keyword, 1 paid provider call.',
    );
    expect(usageSummary([], months)).toBe('No keyword lookups in November 2026 yet. None in October 2026.');
  });
});
