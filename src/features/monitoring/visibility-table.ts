/** SPEC §3 competitorData: a domain and its visibility list of date and value. */
export interface DomainVisibility {
  readonly domain: string;
  readonly visibility: readonly { readonly date: string; readonly value: number }[];
}

export interface VisibilityTable {
  /** One row per day, oldest first; `values` in the order of the series, null where a domain has no value that day. */
  readonly rows: readonly { readonly date: string; readonly values: readonly (number | null)[] }[];
}

/** The series side by side by day: the chart's data and its screen-reader table come from the same rows. */
export function visibilityTable(series: readonly DomainVisibility[]): VisibilityTable {
  const dates = [...new Set(series.flatMap((s) => s.visibility.map((p) => p.date)))].sort();
  const lookups = series.map((s) => new Map(s.visibility.map((p) => [p.date, p.value])));
  return { rows: dates.map((date) => ({ date, values: lookups.map((lookup) => lookup.get(date) ?? null) })) };
}

const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-24` → `24.11.2026`; text that is no date stays as it is. */
export function germanDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
