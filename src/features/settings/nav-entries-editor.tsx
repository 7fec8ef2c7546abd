import type { CompanySettings } from '../../domain/contracts/company-settings.ts';

type Entry = CompanySettings['extra_navigation'][number];

interface Props {
  readonly entries: readonly Entry[];
  readonly onChange: (next: Entry[]) => void;
}

/** The company's own navigation entries: a label and a web address or app path each, at most 20. */
export function NavEntriesEditor({ entries, onChange }: Props) {
  const set = (at: number, change: Partial<Entry>) => onChange(entries.map((entry, index) => (index === at ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="settings-nav-entries">
      <legend>Extra navigation entries</legend>
      {entries.length === 0 && <p className="muted">No entries of your own yet: add one to link your wiki or portal from the side navigation.</p>}
      {entries.map((entry, index) => (
        <div key={index} className="settings-nav-entry">
          <label>
            Label {index + 1}
            <input value={entry.label} maxLength={60} onChange={(event) => set(index, { label: event.target.value })} />
          </label>
          <label>
            Address {index + 1}
            <input value={entry.href} maxLength={500} placeholder="https://… or /path" onChange={(event) => set(index, { href: event.target.value })} />
          </label>
          <button type="button" className="secondary" aria-label={`Remove entry ${index + 1}`} onClick={() => onChange(entries.filter((_, at) => at !== index))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="secondary" disabled={entries.length >= 20} onClick={() => onChange([...entries, { label: '', href: '' }])}>
        Add an entry
      </button>
    </fieldset>
  );
}
