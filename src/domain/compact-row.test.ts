import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metricsArb } from '../../tests/support/metrics-arbitraries.ts';
import { withCustoms, type CustomValues } from './collection-custom-columns.ts';
import { compactMetrics } from './compact-metrics.ts';
import { rowOfCompact } from './compact-row.ts';
import { compactRowSchema } from './contracts/compact-rows.ts';
import { keywordRowFromMetrics } from './keyword-metrics-row.ts';

const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const customValues: fc.Arbitrary<CustomValues> = fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}$/u), fc.oneof(fc.integer({ min: 1, max: 9 }), fc.string({ maxLength: 20 })), { maxKeys: 3 });

describe('rowOfCompact', () => {
  it('builds from compact metrics on the wire the row the server sends whole, custom values put in as it puts them', () => {
    fc.assert(
      fc.property(metricsArb(), fc.option(customValues, { nil: undefined }), (m, x) => {
        const wire = compactRowSchema.parse(throughJson(x === undefined ? { m: compactMetrics(m) } : { m: compactMetrics(m), x }));
        const whole = x === undefined ? keywordRowFromMetrics(m) : withCustoms(keywordRowFromMetrics(m), x);
        expect(throughJson(rowOfCompact(wire))).toEqual(throughJson(whole));
      }),
    );
  });

  it('takes a row saved whole as it is, with the custom values of now instead of any it was saved with', () => {
    fc.assert(
      fc.property(metricsArb(), customValues, customValues, (m, before, now) => {
        const saved = withCustoms(keywordRowFromMetrics(m), before);
        const wire = compactRowSchema.parse(throughJson({ r: saved, x: now }));
        expect(rowOfCompact(wire)).toEqual(throughJson(withCustoms(saved, now)));
        expect(rowOfCompact(compactRowSchema.parse(throughJson({ r: saved })))).toEqual(throughJson(saved));
      }),
    );
  });

  it('refuses a compact row that is neither metrics nor a row', () => {
    expect(compactRowSchema.safeParse({ x: {} }).success).toBe(false);
    expect(compactRowSchema.safeParse({ m: { k: 'glühwein' } }).success).toBe(false);
  });
});
