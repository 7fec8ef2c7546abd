import { describe, expect, it } from 'vitest';
import { createRequestOf, editRequestOf, EMPTY_DRAFT, keywordSource, splitList, type SetupDraft } from './setup-draft.ts';

const draft = (over: Partial<SetupDraft>): SetupDraft => ({ ...EMPTY_DRAFT, domain: 'https://demo-shop.de/shop', text: 'skischuhe\nskihelm', ...over });

describe('setup draft', () => {
  it('builds the create request of a complete form', () => {
    const built = createRequestOf(1, draft({ competitors: 'www.a.de\nb.de', tags: 'ski, winter', updateTime: '07:30' }));
    expect(built).toEqual({
      ok: true,
      request: expect.objectContaining({ company_id: 1, device: 'desktop', competitors: ['www.a.de', 'b.de'], tags: ['ski', 'winter'], update_time: '07:30', keywords: { kind: 'paste', text: 'skischuhe\nskihelm' } }),
    });
  });

  it('names an empty keyword source in words about the three ways', () => {
    const built = createRequestOf(1, draft({ text: '  ' }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.problems).toEqual([{ field: 'keywords', message: 'Give the keywords to track: paste them, upload a CSV file or choose a collection.' }]);
  });

  it('names the field and rule of bad input, as the server would', () => {
    const built = createRequestOf(1, draft({ domain: '', competitors: 'a.de\nb.de\nc.de\nd.de\ne.de\nf.de', updateTime: '25:00' }));
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems.map((p) => p.field).sort()).toEqual(['competitors', 'domain', 'updateTime']);
    expect(built.problems.find((p) => p.field === 'competitors')?.message).toMatch(/At most 5 competitor domains/u);
  });

  it('takes a collection or a CSV file as the source', () => {
    expect(keywordSource(draft({ source: 'collection', collectionId: 7 }))).toEqual({ kind: 'collection', collection_id: 7 });
    expect(keywordSource(draft({ source: 'collection', collectionId: null }))).toBeNull();
    expect(keywordSource(draft({ source: 'csv', csvText: 'keyword;tag\nski;winter' }))).toEqual({ kind: 'csv', text: 'keyword;tag\nski;winter' });
    // The file's name marks a plain file's kept values; a name longer than the contract allows is cut, not refused.
    expect(keywordSource(draft({ source: 'csv', csvText: 'ski', csvName: 'keywords.csv' }))).toEqual({ kind: 'csv', text: 'ski', file_name: 'keywords.csv' });
    expect(keywordSource(draft({ source: 'csv', csvText: 'ski', csvName: `${'k'.repeat(200)}.csv` }))).toMatchObject({ file_name: 'k'.repeat(120) });
    // The columns mapped by hand in the dialog go with the file, so the server reads it the same way.
    const mapping = { has_header: true, keyword: 1, volume: 2, difficulty: null, cpc: null, position: null, url: null, clicks: null, impressions: null };
    expect(keywordSource(draft({ source: 'csv', csvText: 'Nr;Begriff;Suchen\n1;ski;10', csvName: 'liste.csv', csvMapping: mapping }))).toEqual({ kind: 'csv', text: 'Nr;Begriff;Suchen\n1;ski;10', file_name: 'liste.csv', mapping });
  });

  it('edits without keywords when none are added', () => {
    const built = editRequestOf(1, 9, draft({ text: '', competitors: 'www.a.de' }));
    expect(built).toEqual({ ok: true, request: { company_id: 1, project_id: 9, competitors: ['www.a.de'], update_time: '06:00' } });
  });

  it('splits lists on lines, commas and semicolons', () => {
    expect(splitList(' a.de ,b.de;\n\nc.de ')).toEqual(['a.de', 'b.de', 'c.de']);
  });
});
