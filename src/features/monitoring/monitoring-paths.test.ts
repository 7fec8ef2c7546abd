import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editPath, monitoringBase, projectPath, setupPath, sharedReportPath } from './monitoring-paths.ts';

describe('monitoring paths', () => {
  it('keeps the quick-SEO prefix the screen was opened under', () => {
    expect(monitoringBase('/quickseo/monitoring')).toBe('/quickseo/monitoring');
    expect(monitoringBase('/quickseo/monitoring/project/4')).toBe('/quickseo/monitoring');
    expect(monitoringBase('/monitoring/setup')).toBe('/monitoring');
    expect(monitoringBase('/quickseo/monitoringx')).toBe('/monitoring');
  });

  it('builds the links of both areas', () => {
    expect(setupPath('/quickseo/monitoring')).toBe('/quickseo/monitoring/setup');
    expect(projectPath('/monitoring', 12)).toBe('/monitoring/project/12');
    expect(editPath('/quickseo/monitoring', 3)).toBe('/quickseo/monitoring/setup?edit=3');
    expect(sharedReportPath('a b')).toBe('/monitoring/shared/a%20b');
  });

  it('returns a base whose project path leads back to the same base', () => {
    fc.assert(
      fc.property(fc.constantFrom('/monitoring' as const, '/quickseo/monitoring' as const), fc.nat(), (base, id) => {
        expect(monitoringBase(projectPath(base, id))).toBe(base);
      }),
    );
  });
});
