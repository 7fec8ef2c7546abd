import { SETTINGS_ACTION_LABELS, type AuditEntry } from '../../domain/contracts/settings-audit.ts';
import { CSV_BOM, CSV_LINE_END, CSV_SEPARATOR, csvText } from '../../workbench/export/csv.ts';

export const AUDIT_CSV_HEADER = ['When (UTC)', 'Who', 'Action', 'Changed', 'Field', 'Before', 'After'] as const;

const valueText = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The audit log as CSV for Excel (German separator, formula-guarded cells), one line per changed
 * field, so a spreadsheet filter by field works; a change with no fields (none exist) would be lost.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [AUDIT_CSV_HEADER.map(csvText).join(CSV_SEPARATOR)];
  for (const entry of entries) {
    const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
    for (const field of fields) {
      const cells = [entry.at, entry.actor_email, SETTINGS_ACTION_LABELS[entry.action], entry.target, field, valueText(entry.before[field]), valueText(entry.after[field])];
      lines.push(cells.map(csvText).join(CSV_SEPARATOR));
    }
  }
  return CSV_BOM + lines.join(CSV_LINE_END) + CSV_LINE_END;
}
