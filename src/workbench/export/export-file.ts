/** The export's file name and its download in the browser. */

export type ExportFormat = 'csv' | 'xlsx';

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', ẞ: 'ss' };
export const FALLBACK_FILE_BASE = 'keywords';
const MAX_SLUG = 80;

/**
 * `Winter-Sale: Glühwein!` → `winter-sale-gluehwein`: German letters spelled out as Germans do (ä → ae),
 * other accents dropped (é → e), anything else that is not a letter or digit becomes one hyphen. The
 * result is safe on every file system; an empty one becomes "keywords".
 */
export function fileSlug(base: string): string {
  const slug = base
    .replace(/[äöüßÄÖÜẞ]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? FALLBACK_FILE_BASE : slug;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `winter-sale-2026-11-23.csv`: the date is the user's local calendar day. */
export function exportFileName(base: string, format: ExportFormat, date: Date): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${fileSlug(base)}-${day}.${format}`;
}

/**
 * Hands a Blob to the browser as a download. The object URL is revoked later, not at once: some
 * browsers start reading it only after the click handler has returned.
 */
export function downloadBlob(blob: Blob, fileName: string, revokeAfterMs = 10_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
