import { useId } from 'react';
import { CHART_KINDS, MONTH_SPANS, type ChartKind, type MonthSpan } from './index-search.ts';
// The segmented control's look (.months-toggle) comes with the workbench's panels.
import '../../workbench/panels/panels.css';

interface Props {
  readonly chart: ChartKind;
  readonly months: MonthSpan;
  onChart(kind: ChartKind): void;
  onMonths(months: MonthSpan): void;
}

const CHART_LABELS: Record<ChartKind, string> = { area: 'Stacked area', lines: 'Lines' };

/**
 * The chart's form and span as two segmented controls of native radios: each one tab stop, arrow
 * keys move and choose, and a screen reader hears "radio, 1 of 2" without ARIA of our own.
 */
export function ChartControls({ chart, months, onChart, onMonths }: Props) {
  const name = useId();
  return (
    <div className="brand-chart-controls">
      <fieldset className="months-toggle">
        <legend className="visually-hidden">Chart</legend>
        {CHART_KINDS.map((kind) => (
          <label key={kind} className="months-toggle-option">
            <input type="radio" name={`${name}-chart`} value={kind} checked={chart === kind} onChange={() => onChart(kind)} />
            <span>{CHART_LABELS[kind]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="months-toggle">
        <legend className="visually-hidden">Months shown</legend>
        {MONTH_SPANS.map((span) => (
          <label key={span} className="months-toggle-option">
            <input type="radio" name={`${name}-months`} value={span} checked={months === span} onChange={() => onMonths(span)} />
            <span>{span} months</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
