import { useCallback, useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { SETTINGS_ACTION_LABELS, SETTINGS_ACTIONS, settingsActionSchema, type AuditEntry, type AuditListRequest } from '../../domain/contracts/settings-audit.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { CSV_MIME } from '../../workbench/export/csv.ts';
import { downloadBlob } from '../../workbench/export/export-file.ts';
import { useAuditLog } from './api/audit-log.ts';
import { auditCsv } from './audit-csv.ts';
import { auditSectionCommands } from './settings-commands.ts';
import type { SectionProps } from './section-props.ts';

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

const valueText = (value: unknown): string => (value === undefined || value === null ? '–' : typeof value === 'string' ? value : JSON.stringify(value));

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <dl className="settings-changes">
      {fields.map((field) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>
            <span className="visually-hidden">before </span>
            <span className="settings-before">{valueText(entry.before[field])}</span> → <span className="visually-hidden">after </span>
            {valueText(entry.after[field])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The audit log: every settings change of the company, newest first, filterable and exportable. */
export function AuditSection({ companyId }: SectionProps) {
  const [filter, setFilter] = useState<Omit<AuditListRequest, 'company_id'>>({});
  const log = useAuditLog({ company_id: companyId, ...filter });
  const entries = useMemo(() => log.data?.entries ?? [], [log.data]);
  const filtered = filter.actor_id !== undefined || filter.action !== undefined;

  const exportCsv = useCallback(() => {
    const day = new Date().toISOString().slice(0, 10);
    downloadBlob(new Blob([auditCsv(entries)], { type: CSV_MIME }), `settings-audit-${day}.csv`);
  }, [entries]);
  useRegisterCommands(useMemo(() => auditSectionCommands(entries.length > 0, exportCsv), [entries.length, exportCsv]));

  return (
    <div className="settings-audit">
      <div className="settings-toolbar">
        <h2>Audit log</h2>
        <button type="button" className="secondary" disabled={entries.length === 0} onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <div className="settings-filters">
        <label htmlFor="audit-actor">Changed by</label>
        <select
          id="audit-actor"
          value={filter.actor_id ?? ''}
          onChange={(event) => {
            const { actor_id: _dropped, ...rest } = filter;
            setFilter(event.target.value === '' ? rest : { ...rest, actor_id: Number(event.target.value) });
          }}
        >
          <option value="">Anyone</option>
          {(log.data?.actors ?? []).map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email}
            </option>
          ))}
        </select>
        <label htmlFor="audit-action">Action</label>
        <select
          id="audit-action"
          value={filter.action ?? ''}
          onChange={(event) => {
            const { action: _dropped, ...rest } = filter;
            const action = settingsActionSchema.safeParse(event.target.value);
            setFilter(action.success ? { ...rest, action: action.data } : rest);
          }}
        >
          <option value="">Any action</option>
          {SETTINGS_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {SETTINGS_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      {log.isPending && <p className="muted">Loading the audit log…</p>}
      {log.isError && <p role="alert" className="form-message">{log.error.message}</p>}
      {log.isSuccess && entries.length === 0 && (
        <p className="muted">{filtered ? 'No change matches these filters: choose “Anyone” and “Any action” to see all.' : 'No settings have been changed yet: every change made here is listed, with who made it and when.'}</p>
      )}
      {entries.length > 0 && (
        <div className="settings-table-wrap" tabIndex={0} role="region" aria-label={`Audit log, ${formatNumber(entries.length)} changes`}>
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Changed</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{when.format(new Date(entry.at))}</td>
                  <td>{entry.actor_email}</td>
                  <td>{SETTINGS_ACTION_LABELS[entry.action]}</td>
                  <th scope="row">{entry.target}</th>
                  <td>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data?.truncated && <p className="muted">Only the newest {formatNumber(entries.length)} changes are shown: filter by user or action to see older ones.</p>}
    </div>
  );
}
