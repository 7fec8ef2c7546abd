import { describe, expect, it } from 'vitest';
import { rankingsStatus, type LookupState } from './rankings-status.ts';

const answered: LookupState = { requested: true, blocked: null, isPending: false, isError: false, error: null, isPlaceholderData: false };

describe('rankingsStatus', () => {
  it('is off while no domain is set, whatever the lookup did before', () => {
    expect(rankingsStatus({ ...answered, requested: false, isError: true, error: new Error('x') })).toEqual({ status: 'off', error: null });
  });

  it('says why no lookup can be made', () => {
    expect(rankingsStatus({ ...answered, blocked: 'Rankings need the market of this table.', isPending: true })).toEqual({ status: 'error', error: 'Rankings need the market of this table.' });
  });

  it('loads until the current keyword list is answered, also while earlier answers are shown', () => {
    expect(rankingsStatus({ ...answered, isPending: true }).status).toBe('loading');
    expect(rankingsStatus({ ...answered, isPlaceholderData: true }).status).toBe('loading');
    expect(rankingsStatus(answered)).toEqual({ status: 'ready', error: null });
  });

  it('passes the failure message on, with a fallback for a failure without one', () => {
    expect(rankingsStatus({ ...answered, isError: true, error: new Error('quota exceeded') })).toEqual({ status: 'error', error: 'quota exceeded' });
    expect(rankingsStatus({ ...answered, isError: true, error: 'offline' }).error).toBe('offline');
    expect(rankingsStatus({ ...answered, isError: true, error: new Error('') }).error).toBe('Rankings could not be loaded.');
  });
});
