import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../keyword-row.ts';
import { keywordRowSchema } from './keyword-row.ts';

describe('keywordRowSchema', () => {
  it('takes a row with or without its search intent, and refuses an intent the table does not know', () => {
    const row = emptyKeywordRow('laufschuhe kaufen');
    expect(keywordRowSchema.parse({ ...row, search_intent: 'transactional' }).search_intent).toBe('transactional');
    expect(keywordRowSchema.safeParse({ ...row, search_intent: null }).success).toBe(true);
    expect(keywordRowSchema.safeParse(row).success).toBe(true);
    const wrong = keywordRowSchema.safeParse({ ...row, search_intent: 'local' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['search_intent']);
  });

  it('still refuses a named field it does not know', () => {
    expect(keywordRowSchema.safeParse({ ...emptyKeywordRow('x'), searchintent: 'commercial' }).success).toBe(false);
  });
});
