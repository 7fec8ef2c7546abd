import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../api/http.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { NO_CREDITS_TEXT, SourceLookupError } from './api/source-lookup.ts';
import { lookupErrorText, shouldRetryLookup, sourceLookupStatus, type StatusInput } from './source-lookup-status.ts';

const answer = (keywords: string[]) => ({
  request_type: 'ideas' as const,
  keyword: 'glühwein',
  seed_kind: 'keyword' as const,
  view: 'matching' as const,
  entries: keywords.map(emptyKeywordRow),
  groups: [],
  rankings: [],
  total: keywords.length,
  next_offset: null,
});
const base: StatusInput = { requested: true, isPending: false, isError: false, error: null, answer: null, slow: false };

describe('sourceLookupStatus', () => {
  it('is idle without a lookup, whatever the query says', () => {
    expect(sourceLookupStatus({ ...base, requested: false, isPending: true })).toEqual({ kind: 'idle' });
  });

  it('is loading while the first page is on its way, slow after half a second', () => {
    expect(sourceLookupStatus({ ...base, isPending: true })).toEqual({ kind: 'loading', slow: false });
    expect(sourceLookupStatus({ ...base, isPending: true, slow: true })).toEqual({ kind: 'loading', slow: true });
  });

  it('is done with rows and empty without', () => {
    expect(sourceLookupStatus({ ...base, answer: answer(['glühwein kaufen']) })).toMatchObject({ kind: 'done' });
    expect(sourceLookupStatus({ ...base, answer: answer([]) })).toMatchObject({ kind: 'empty' });
  });

  it('fails with what to do when the first page failed, but keeps rows a later page failed after', () => {
    const error = new SourceLookupError('no_credits_left', 'x');
    expect(sourceLookupStatus({ ...base, isError: true, error })).toEqual({ kind: 'error', message: NO_CREDITS_TEXT, code: 'no_credits_left' });
    expect(sourceLookupStatus({ ...base, isError: true, error, answer: answer(['a']) })).toMatchObject({ kind: 'done' });
  });
});

describe('lookupErrorText', () => {
  it('says what to do for each kind of failure', () => {
    expect(lookupErrorText(new SourceLookupError('rate_limited', 'Too many requests')).message).toMatch(/Wait a minute/u);
    expect(lookupErrorText(new SourceLookupError('unavailable', 'Down.')).message).toMatch(/^The keyword provider failed: Down\. Try again/u);
    expect(lookupErrorText(new ApiCallError(0, 'The server cannot be reached.'))).toEqual({ message: 'The server cannot be reached.', code: 'network' });
    expect(lookupErrorText(new ApiCallError(400, 'options.keyword: not more than 10 words per phrase')).message).toMatch(/Change the keyword/u);
    expect(lookupErrorText(new ApiCallError(403, 'No right.')).message).toMatch(/admin/u);
    expect(lookupErrorText(new ApiCallError(429, 'slow down', 30)).message).toMatch(/Wait 30 seconds/u);
    expect(lookupErrorText(new ApiCallError(429, 'slow down')).message).toMatch(/Wait a moment/u);
    expect(lookupErrorText(new ApiCallError(502, 'Bad gateway.'))).toEqual({ message: 'Bad gateway. Try again in a moment.', code: 'http_502' });
    expect(lookupErrorText(new Error('zod')).code).toBeNull();
  });
});

describe('shouldRetryLookup', () => {
  it('tries once more after a network or server failure, never after a refusal or a provider failure', () => {
    expect(shouldRetryLookup(0, new ApiCallError(0, 'offline'))).toBe(true);
    expect(shouldRetryLookup(0, new ApiCallError(503, 'down'))).toBe(true);
    expect(shouldRetryLookup(1, new ApiCallError(503, 'down'))).toBe(false);
    expect(shouldRetryLookup(0, new ApiCallError(400, 'bad'))).toBe(false);
    expect(shouldRetryLookup(0, new SourceLookupError('unavailable', 'down'))).toBe(false);
  });
});
