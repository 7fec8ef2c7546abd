/** The keyword clipboard's rules: which keywords it holds, in which order, and how many at most. */
import { countOf } from '../../domain/number-format.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';

/** As many as one call adding keywords to a collection takes (COLLECTION_KEYWORDS_MAX). */
export const CLIPBOARD_MAX = 10_000;

export interface ClipboardChange {
  keywords: string[];
  /** Keywords that were new and fitted. */
  added: number;
  /** Keywords that were already in the clipboard (or repeated in the input). */
  present: number;
  /** New keywords left out because the clipboard was full. */
  refused: number;
}

/** The identities of the clipboard's keywords, for `isInClipboard`. */
export function clipboardIdentities(list: readonly string[]): ReadonlySet<string> {
  return new Set(list.map(phraseIdentity));
}

/** Whether a row's keyword is in the clipboard: the row's `in_clipboard`. */
export function isInClipboard(identities: ReadonlySet<string>, keyword: string): boolean {
  return identities.has(phraseIdentity(keyword));
}

/**
 * `list` followed by the keywords not yet in it, first spelling kept, blanks dropped.
 * Choice: when the clipboard fills up the first new keywords are kept and the rest refused (counted,
 * so the caller can say so); collecting across screens is incremental, unlike the graph's all-or-nothing.
 */
export function addToClipboard(list: readonly string[], keywords: readonly string[], max: number = CLIPBOARD_MAX): ClipboardChange {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of list) {
    const identity = phraseIdentity(keyword);
    if (identity === '' || seen.has(identity)) continue;
    seen.add(identity);
    result.push(keyword);
  }
  let added = 0;
  let present = 0;
  let refused = 0;
  for (const keyword of keywords) {
    const identity = phraseIdentity(keyword);
    if (identity === '') continue;
    if (seen.has(identity)) present += 1;
    else if (result.length >= max) refused += 1;
    else {
      seen.add(identity);
      result.push(keyword);
      added += 1;
    }
  }
  return { keywords: result, added, present, refused };
}

/** `list` without `keywords` (compared by identity), order kept. */
export function removeFromClipboard(list: readonly string[], keywords: readonly string[]): string[] {
  const gone = new Set(keywords.map(phraseIdentity));
  return list.filter((keyword) => !gone.has(phraseIdentity(keyword)));
}

/** What a copy to the clipboard did, e.g. `Copied 3 keywords to the clipboard; 1 was already in it.` */
export function clipboardChangeMessage(change: Omit<ClipboardChange, 'keywords'>, max: number = CLIPBOARD_MAX): string {
  const parts = [`Copied ${countOf(change.added, 'keyword', 'keywords')} to the clipboard`];
  if (change.present > 0) parts.push(`${countOf(change.present, 'was', 'were')} already in it`);
  if (change.refused > 0) parts.push(`${countOf(change.refused, 'was', 'were')} left out: it holds at most ${max.toLocaleString('de-DE')} keywords`);
  return `${parts.join('; ')}.`;
}
