import { describe, expect, it } from 'vitest';
import { MAX_OWN_TEXT } from '../../../domain/contracts/content-analysis.ts';
import { checkDraft, EMPTY_DRAFT } from './ad-hoc-draft.ts';

describe('the /wdf-idf form', () => {
  it('sends the keyword, the market and only the chosen source', () => {
    const check = checkDraft(1, { ...EMPTY_DRAFT, keyword: 'glühwein selber machen', source: 'text', url: 'https://left.over', text: 'Glühwein mit Zimt' });
    expect(check).toEqual({ ok: true, request: { company_id: 1, keyword: 'glühwein selber machen', location: 2276, language: 'de', text: 'Glühwein mit Zimt' } });
    const byUrl = checkDraft(1, { ...EMPTY_DRAFT, keyword: 'glühwein', url: 'https://www.example.de/gluehwein' });
    expect(byUrl.ok && byUrl.request).toMatchObject({ url: 'https://www.example.de/gluehwein' });
    expect(byUrl.ok && 'text' in byUrl.request).toBe(false);
  });

  it('names the field of each problem', () => {
    expect(checkDraft(1, { ...EMPTY_DRAFT, url: 'https://a.de' })).toEqual({ ok: false, errors: { keyword: 'Enter a keyword.' } });
    expect(checkDraft(1, { ...EMPTY_DRAFT, keyword: 'x' })).toEqual({ ok: false, errors: { url: 'Enter the address of your page.' } });
    expect(checkDraft(1, { ...EMPTY_DRAFT, keyword: 'x', url: 'example.de' })).toEqual({ ok: false, errors: { url: 'Enter a full address starting with https://' } });
    expect(checkDraft(1, { ...EMPTY_DRAFT, keyword: 'x', url: 'ftp://example.de' })).toMatchObject({ ok: false, errors: { url: expect.any(String) } });
    expect(checkDraft(1, { ...EMPTY_DRAFT, keyword: 'x', source: 'text', text: '  ' })).toEqual({ ok: false, errors: { text: 'Paste the text to compare.' } });
    expect(checkDraft(1, EMPTY_DRAFT)).toEqual({ ok: false, errors: { keyword: 'Enter a keyword.', url: 'Enter the address of your page.' } });
    const long = checkDraft(1, { ...EMPTY_DRAFT, keyword: 'x', source: 'text', text: 'a'.repeat(MAX_OWN_TEXT + 1) });
    expect(long).toEqual({ ok: false, errors: { text: `not more than ${MAX_OWN_TEXT} characters` } });
  });
});
