import { useId } from 'react';
import { HISTORY_MONTH_OPTIONS, type HistoryMonths } from './volume-series.ts';

interface Props {
  value: HistoryMonths;
  onChange: (months: HistoryMonths) => void;
}

/**
 * 12 / 24 / 48 months as a segmented control. Native radios: one tab stop, arrow keys move and choose,
 * and screen readers announce "radio, 2 of 3" without any ARIA of our own.
 */
export function MonthsToggle({ value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="months-toggle">
      <legend className="visually-hidden">Months shown</legend>
      {HISTORY_MONTH_OPTIONS.map((months) => (
        <label key={months} className="months-toggle-option">
          <input type="radio" name={name} value={months} checked={value === months} onChange={() => onChange(months)} />
          <span>{months} months</span>
        </label>
      ))}
    </fieldset>
  );
}
