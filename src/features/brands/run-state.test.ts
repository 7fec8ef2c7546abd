import { describe, expect, it } from 'vitest';
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE } from '../../domain/contracts/notifications.ts';
import { hasIndex, isRunning, runProblem, runText } from './run-state.ts';

describe('run state', () => {
  it('counts queued and running as running', () => {
    expect(isRunning('queued')).toBe(true);
    expect(isRunning('running')).toBe(true);
    expect(isRunning('done')).toBe(false);
    expect(isRunning('failed')).toBe(false);
  });
  it('has an index once a month is known', () => {
    expect(hasIndex({ month: null })).toBe(false);
    expect(hasIndex({ month: '202411' })).toBe(true);
  });
  it('gives no_credits_left its own text', () => {
    expect(runProblem({ status: 'failed', error: 'x', error_code: NO_CREDITS_LEFT })).toBe(NO_CREDITS_LEFT_MESSAGE);
    expect(runProblem({ status: 'failed', error: 'Provider down', error_code: null })).toBe('Provider down');
    expect(runProblem({ status: 'done', error: null, error_code: null })).toBeNull();
    expect(runProblem({ status: 'interrupted', error: null, error_code: null })).toMatch(/interrupted/u);
  });
  it('says the progress of a running index', () => {
    expect(runText({ status: 'running', progress: 40 })).toBe('Brand index running: 40 %');
    expect(runText({ status: 'done', progress: 100 })).toBe('Brand index done');
  });
});
