import { describe, expect, it } from 'vitest';
import { MAX_COMPETITORS, overviewRequestSchema, projectCreateRequestSchema, projectEditRequestSchema } from './monitoring.ts';

const base = { company_id: 1, domain: 'https://Demo-Shop.de/winter?x=1', device: 'desktop', location: 2276, language: 'de', keywords: { kind: 'paste', text: 'winterjacke' } };

describe('monitoring contract', () => {
  it('normalises the domain and competitors by the domain rule and fills defaults', () => {
    const parsed = projectCreateRequestSchema.parse({ ...base, competitors: ['shop-a.de', 'http://www.shop-b.de/x'] });
    expect(parsed.domain).toBe('www.demo-shop.de');
    expect(parsed.competitors).toEqual(['www.shop-a.de', 'www.shop-b.de']);
    expect(parsed.update_time).toBe('06:00');
    expect(parsed.tags).toEqual([]);
  });
  it('names the field and the rule of bad input', () => {
    const issues = (body: unknown) => {
      const r = projectCreateRequestSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ ...base, domain: 'localhost' })[0]).toMatch(/^domain: 'localhost' is not a valid domain/u);
    expect(issues({ ...base, device: 'watch' })).toEqual(['device: Choose desktop, mobile or tablet.']);
    expect(issues({ ...base, update_time: '25:00' })[0]).toMatch(/^update_time: Use a time such as 06:00/u);
    expect(issues({ ...base, competitors: Array.from({ length: MAX_COMPETITORS + 1 }, (_, i) => `c${i}.de`) })).toEqual(['competitors: At most 5 competitor domains.']);
    expect(issues({ ...base, competitors: ['a.de', 'www.a.de'] })).toEqual(['competitors: Each competitor domain only once.']);
    expect(issues({ ...base, keywords: { kind: 'ftp' } })[0]).toMatch(/^keywords/u);
  });
  it('refuses fields it does not know and edits of the domain', () => {
    expect(projectEditRequestSchema.safeParse({ company_id: 1, project_id: 2, domain: 'x.de' }).success).toBe(false);
    expect(overviewRequestSchema.safeParse({ company_id: 1, project_id: 2, compare_days: 14 }).success).toBe(false);
    expect(overviewRequestSchema.parse({ company_id: 1, project_id: 2 }).compare_days).toBe(7);
  });
});
