import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/contracts/settings-audit.ts';
import { auditCsv } from './audit-csv.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-26T10:00:00.000Z',
  actor_id: 1,
  actor_email: 'admin@demo.test',
  action: 'user.access',
  target: 'basic@demo.test',
  before: { plan: 1, rights: [1, 8] },
  after: { plan: 2, rights: [1, 8, 12] },
  ...over,
});

describe('the audit log as CSV', () => {
  it('writes one line per changed field with its before and after', () => {
    const lines = auditCsv([entry({})]).replace(/^\uFEFF/u, '').trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC);Who;Action;Changed;Field;Before;After');
    expect(lines.slice(1)).toEqual([
      '2026-11-26T10:00:00.000Z;admin@demo.test;Rights, plan or suites changed;basic@demo.test;plan;1;2',
      '2026-11-26T10:00:00.000Z;admin@demo.test;Rights, plan or suites changed;basic@demo.test;rights;[1,8];[1,8,12]',
    ]);
  });

  it('guards a value that Excel would run as a formula, and quotes separators', () => {
    const csv = auditCsv([entry({ action: 'user.invite', target: '=HYPERLINK("x")', before: {}, after: { name: 'A; B' } })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(';name;;"A; B"');
  });
});
