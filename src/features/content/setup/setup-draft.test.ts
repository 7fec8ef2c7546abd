import { describe, expect, it } from 'vitest';
import { contentProjectCreateRequestSchema } from '../../../domain/contracts/content.ts';
import { createRequestOf, EMPTY_SETUP, fieldOfRefusal, secondaryCountText, secondaryLines } from './setup-draft.ts';

describe('content project setup draft', () => {
  it('sends the secondary keywords one a line, without blank lines', () => {
    const draft = { ...EMPTY_SETUP, mainKeyword: 'glühwein selber machen', secondary: ' glühwein rezept \n\n  \r\nkinderpunsch\n', device: 'mobile' as const };
    const request = createRequestOf(7, draft);
    expect(request).toEqual({ company_id: 7, main_keyword: 'glühwein selber machen', secondary_keywords: ['glühwein rezept', 'kinderpunsch'], location: 2276, language: 'de', device: 'mobile' });
    expect(contentProjectCreateRequestSchema.safeParse(request).success).toBe(true);
    expect(secondaryCountText(draft.secondary)).toBe('2 of 20');
    expect(secondaryLines('')).toEqual([]);
  });

  it('puts the server’s message at the field it names', () => {
    const draft = { ...EMPTY_SETUP, secondary: 'gut\n\n<böse>' };
    expect(fieldOfRefusal('main_keyword: Enter a keyword.', draft)).toEqual({ field: 'main_keyword', text: 'Enter a keyword.' });
    expect(fieldOfRefusal('secondary_keywords: not more than 20 secondary keywords', draft)).toEqual({ field: 'secondary_keywords', text: 'not more than 20 secondary keywords' });
    expect(fieldOfRefusal('secondary_keywords.1: contains characters that are not allowed', draft)).toEqual({
      field: 'secondary_keywords',
      text: '“<böse>” (line 2): contains characters that are not allowed',
    });
    expect(fieldOfRefusal('location: Invalid option', draft).field).toBe('market');
    expect(fieldOfRefusal('The server cannot be reached.', draft)).toEqual({ field: null, text: 'The server cannot be reached.' });
  });

  it('gets the same field from a real refusal of the contract', () => {
    const parsed = contentProjectCreateRequestSchema.safeParse(createRequestOf(1, { ...EMPTY_SETUP, mainKeyword: 'x'.repeat(300) }));
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path).toEqual(['main_keyword']);
  });
});
