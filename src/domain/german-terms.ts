/**
 * A text as German terms: words lower-cased, stop words and numbers removed (`tokenize`), each word
 * reduced to its Snowball stem, with the surface forms kept to name the term (decision 0050). The
 * project's keyword words are kept although some are stop words (decision 0059).
 */
import { germanStem } from './german-stemmer.ts';
import { tokenize } from './tokenize.ts';

export interface TermDocument {
  /** The stems in text order. */
  readonly stems: readonly string[];
  /** How often each stem occurs. */
  readonly counts: ReadonlyMap<string, number>;
  /** Per stem, how often each surface form (the lower-case word) occurs. */
  readonly surfaces: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** `keep`: the keyword words counted although they are stop words (`keywordWords`). */
export function termDocument(text: string, keep?: ReadonlySet<string>): TermDocument {
  const stems: string[] = [];
  const counts = new Map<string, number>();
  const surfaces = new Map<string, Map<string, number>>();
  for (const word of tokenize(text, keep)) {
    const stem = germanStem(word);
    stems.push(stem);
    counts.set(stem, (counts.get(stem) ?? 0) + 1);
    let forms = surfaces.get(stem);
    if (forms === undefined) {
      forms = new Map();
      surfaces.set(stem, forms);
    }
    forms.set(word, (forms.get(word) ?? 0) + 1);
  }
  return { stems, counts, surfaces };
}

/** The stems of a phrase (a keyword, a heading), in order, duplicates kept. */
export function stemsOf(text: string, keep?: ReadonlySet<string>): string[] {
  return tokenize(text, keep).map(germanStem);
}

const collator = new Intl.Collator('de');

/**
 * A readable name per stem over several documents: the surface form used most often in all of them.
 * Choice: a tie goes to the shorter form, then to the first in German collation, so the name is stable.
 */
export function readableTerms(documents: readonly TermDocument[]): Map<string, string> {
  const totals = new Map<string, Map<string, number>>();
  for (const document of documents) {
    for (const [stem, forms] of document.surfaces) {
      let total = totals.get(stem);
      if (total === undefined) {
        total = new Map();
        totals.set(stem, total);
      }
      for (const [form, n] of forms) total.set(form, (total.get(form) ?? 0) + n);
    }
  }
  const names = new Map<string, string>();
  for (const [stem, forms] of totals) {
    let best = '';
    let bestCount = -1;
    for (const [form, n] of forms) {
      if (n > bestCount || (n === bestCount && (form.length < best.length || (form.length === best.length && collator.compare(form, best) < 0)))) {
        best = form;
        bestCount = n;
      }
    }
    names.set(stem, best);
  }
  return names;
}
