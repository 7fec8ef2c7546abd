import { PERIOD_CHOICES } from '../../domain/contracts/internal-searches.ts';
import type { PickOption } from '../../commands/command-types.ts';

export const periodLabel = (days: number) => `Last ${days} days of the log`;

/** The periods as palette options, the chosen one marked. */
export const periodOptions = (current: number): PickOption[] => PERIOD_CHOICES.map((d) => ({ id: String(d), title: periodLabel(d), current: d === current }));

/** The period of the log the screen shows: it ends on the last imported day. */
export function PeriodSelect({ days, onDays }: { days: number; onDays(days: number): void }) {
  return (
    <label className="isearch-period">
      Period
      <select value={days} onChange={(event) => onDays(Number(event.target.value))}>
        {PERIOD_CHOICES.map((d) => (
          <option key={d} value={d}>
            {periodLabel(d)}
          </option>
        ))}
      </select>
    </label>
  );
}
