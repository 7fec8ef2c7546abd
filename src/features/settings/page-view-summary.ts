import type { PageViewRow } from '../../domain/contracts/page-views.ts';

export type ScreenViews = { path: string; total: number; byDay: ReadonlyMap<string, number> };

/** The days from `from` to `to`, newest first, as `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${to}T00:00:00Z`); at >= Date.parse(`${from}T00:00:00Z`); at -= 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** One line per screen, busiest first (then by pattern), with its count on each day. */
export function viewsPerScreen(rows: readonly PageViewRow[]): ScreenViews[] {
  const screens = new Map<string, { total: number; byDay: Map<string, number> }>();
  for (const row of rows) {
    const screen = screens.get(row.path) ?? { total: 0, byDay: new Map<string, number>() };
    screen.total += row.count;
    screen.byDay.set(row.day, (screen.byDay.get(row.day) ?? 0) + row.count);
    screens.set(row.path, screen);
  }
  return [...screens.entries()].map(([path, screen]) => ({ path, ...screen })).sort((a, b) => b.total - a.total || a.path.localeCompare(b.path));
}
