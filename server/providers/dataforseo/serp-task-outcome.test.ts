import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProviderError } from '../errors.ts';
import { taskOutcome } from './serp-task-outcome.ts';

const NOW = new Date('2026-11-25T07:00:00.000Z');
const page = { keyword: 'glühwein', datetime: '2026-11-25 06:12:41 +00:00', item_types: ['organic', 'featured_snippet'], items: [{ type: 'featured_snippet', rank_group: 1 }, { type: 'organic', rank_group: 1, domain: 'www.example.de', url: 'https://www.example.de/', title: 'T', description: null }] };
const finished = (result: unknown[] | null, status_code = 20000, status_message = 'Ok.') => ({ id: 'x', status_code, status_message, result });

describe('a SERP task → a rank check outcome', () => {
  it('maps a finished task to organic results, feature ids and the lookup time', () => {
    expect(taskOutcome('glühwein', finished([page]), NOW)).toEqual({
      keyword: 'glühwein',
      ok: true,
      organic: [{ position: 1, url: 'https://www.example.de/', domain: 'www.example.de', title: 'T', description: null }],
      features: expect.arrayContaining([1]) as number[],
      checkedAt: '2026-11-25T06:12:41.000Z',
    });
    expect(taskOutcome('x', finished([{ ...page, datetime: 'gestern' }]), NOW)).toMatchObject({ checkedAt: NOW.toISOString() });
  });

  it('never turns a missing or unreadable result page into an empty page ("not ranking")', () => {
    for (const result of [null, [], [null], [{ items: 'kaputt' }]]) {
      expect(taskOutcome('x', finished(result), NOW)).toMatchObject({ ok: false, retryable: true });
    }
  });

  it('throws for the account (login, money) and keeps every other error status the keyword’s failure', () => {
    expect(() => taskOutcome('x', finished(null, 40200, 'Payment Required.'), NOW)).toThrow(expect.objectContaining({ code: 'no_credits_left' }));
    expect(() => taskOutcome('x', finished(null, 40100, 'You are not authorized to access this resource.'), NOW)).toThrow(expect.objectContaining({ code: 'unauthorized' }));
    expect(taskOutcome('x', finished(null, 40101, 'Internal SE Server Error.'), NOW)).toMatchObject({ ok: false, retryable: true, reason: expect.stringContaining('40101') });
  });

  it('property: a task whose status is not Ok is never a position, whatever its result holds', () => {
    const status = fc.integer({ min: 10000, max: 60000 }).filter((code) => code !== 20000);
    fc.assert(
      fc.property(status, fc.string(), fc.boolean(), (code, message, withPage) => {
        let outcome;
        try {
          outcome = taskOutcome('kw', finished(withPage ? [page] : null, code, message), NOW);
        } catch (error) {
          expect(isProviderError(error) && ['unauthorized', 'no_credits_left'].includes(error.code)).toBe(true);
          return;
        }
        expect(outcome).toMatchObject({ keyword: 'kw', ok: false });
        expect(outcome.ok ? '' : outcome.reason).toContain(String(code));
      }),
    );
  });
});
