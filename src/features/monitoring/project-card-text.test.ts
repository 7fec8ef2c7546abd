import { describe, expect, it } from 'vitest';
import { lastUpdateText, sparklineLabel } from './project-card-text.ts';

describe('project card texts', () => {
  it('says what the update is doing', () => {
    expect(lastUpdateText({ last_update: null, update_state: 'never' })).toBe('Not updated yet');
    expect(lastUpdateText({ last_update: null, update_state: 'running' })).toBe('Updating now…');
    expect(lastUpdateText({ last_update: null, update_state: 'failed' })).toBe('First update failed');
    expect(lastUpdateText({ last_update: '2026-11-24T06:00:00Z', update_state: 'failed' })).toMatch(/2026.*\(failed\)$/u);
  });

  it('names the sparkline', () => {
    expect(sparklineLabel({ domain: 'www.a.de', sparkline: [] })).toBe('No visibility history of www.a.de yet');
    expect(sparklineLabel({ domain: 'www.a.de', sparkline: [{ date: '2026-11-01', value: 1 }, { date: '2026-11-02', value: 2.5 }] })).toBe(
      'Visibility of www.a.de over 2 days, from 1,00 to 2,50',
    );
  });
});
