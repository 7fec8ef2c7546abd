/**
 * The `{brandindex}` of a dashboard's links: a readable slug of its name (`Sportmarken 2026` →
 * `sportmarken-2026`), made unique in the company with a number (`sportmarken-2`).
 */

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
export const MAX_LISTNAME_BASE = 60;
/** A name with no letter or digit left (`!!!`, `…`) still needs a link. */
export const FALLBACK_LISTNAME = 'dashboard';

export function slugOf(name: string): string {
  const slug = name
    .toLocaleLowerCase('de-DE')
    .replace(/[äöüß]/gu, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, MAX_LISTNAME_BASE)
    .replace(/^-+|-+$/gu, '');
  return slug === '' ? FALLBACK_LISTNAME : slug;
}

/** `/brand-index/all` is the navigation entry's chooser of all dashboards, never one dashboard. */
export const RESERVED_LISTNAMES: ReadonlySet<string> = new Set(['all']);

/** The slug of `name`, or with the smallest number from 2 on that no taken or reserved listname has. */
export function uniqueListname(name: string, taken: ReadonlySet<string>): string {
  const base = slugOf(name);
  const free = (candidate: string) => !taken.has(candidate) && !RESERVED_LISTNAMES.has(candidate);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
