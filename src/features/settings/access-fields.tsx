import type { UserAccess } from '../../domain/contracts/company-users.ts';
import { PLAN_MEANINGS, PLAN_NUMBERS, RIGHT_MEANINGS, SUITE_LABELS, SUITES } from '../../domain/user-access-rules.ts';

interface Props {
  readonly idPrefix: string;
  readonly value: UserAccess;
  readonly onChange: (next: UserAccess) => void;
  /** The admin editing themselves: the admin box stays ticked (the server refuses the change too). */
  readonly self?: boolean;
}

/** Admin flag, plan, SPEC §6's rights with their meaning and the suite flags: the same fields for an invite and an edit. */
export function AccessFields({ idPrefix, value, onChange, self = false }: Props) {
  const toggleRight = (right: number, on: boolean) =>
    onChange({ ...value, rights: on ? [...value.rights, right].sort((a, b) => a - b) : value.rights.filter((held) => held !== right) });
  return (
    <div className="settings-access-fields">
      <label className="settings-check">
        <input type="checkbox" checked={value.admin} disabled={self && value.admin} onChange={(event) => onChange({ ...value, admin: event.target.checked })} />
        Admin (passes every right check; manages Settings)
      </label>
      {self && <p className="muted">You cannot remove your own admin right.</p>}
      <label htmlFor={`${idPrefix}-plan`}>Plan</label>
      <select id={`${idPrefix}-plan`} value={value.plan} onChange={(event) => onChange({ ...value, plan: Number(event.target.value) })}>
        {PLAN_NUMBERS.map((plan) => (
          <option key={plan} value={plan} disabled={self && plan === 3}>
            {PLAN_MEANINGS[plan]}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>Rights</legend>
        {RIGHT_MEANINGS.map(({ right, meaning }) => (
          <label key={right} className="settings-check">
            <input type="checkbox" checked={value.rights.includes(right)} onChange={(event) => toggleRight(right, event.target.checked)} />
            <span className="settings-right-number">{right}</span> {meaning}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Suites</legend>
        {SUITES.map((suite) => (
          <label key={suite} className="settings-check">
            <input type="checkbox" checked={value.suites[suite]} onChange={(event) => onChange({ ...value, suites: { ...value.suites, [suite]: event.target.checked } })} />
            {SUITE_LABELS[suite]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
