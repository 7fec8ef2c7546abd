/**
 * The outline task of the AI Suite (issue 20, decision 0060): the sections of a page's outline,
 * built by rules from a content project's briefing (its competitors' headings, its term targets,
 * its questions), and the offline composer's heading for each. A model writes the headings from the
 * same sections (server/providers/openai/openai-outline.ts); the sections themselves are rules, so
 * an outline never covers what the briefing does not hold.
 */
import { titleCase } from './ai-text-composer.ts';
import { fitsTask, fitToTask } from './ai-writing-tasks.ts';
import type { ChatLanguage } from './chat-language.ts';
import type { SearchIntent } from './search-intent.ts';

/** What the outline reads of a briefing (the content suite's `BriefingView`). */
export interface OutlineBrief {
  readonly keyword: string;
  readonly intent: SearchIntent;
  readonly headings: readonly { readonly text: string; readonly level: 2 | 3 }[];
  readonly terms: readonly { readonly term: string; readonly must_use: boolean }[];
  readonly questions: readonly string[];
}

export interface OutlineSection {
  /** Unique in the outline: the result row's key ("H2 Zutaten für Glühwein"). */
  readonly key: string;
  readonly level: 1 | 2 | 3;
  readonly kind: 'title' | 'heading' | 'faq' | 'question' | 'closing';
  /** What the section is about: the keyword, a competitor heading, a question. */
  readonly basis: string;
  /** Briefing terms the section should use; must-use terms are handed out first. */
  readonly terms: readonly string[];
}

/** Choices: the 8 headings most competitors share, 6 questions, 3 terms a section. */
export const OUTLINE_HEADINGS = 8;
export const OUTLINE_QUESTIONS = 6;
export const TERMS_PER_SECTION = 3;

const WORDS: Readonly<Record<ChatLanguage, { overview: string; faq: string; closing: string }>> = {
  de: { overview: 'Überblick', faq: 'Häufige Fragen', closing: 'Fazit' },
  en: { overview: 'Overview', faq: 'Frequently asked questions', closing: 'Conclusion' },
};

const lower = (text: string) => text.toLocaleLowerCase('de-DE');

/**
 * The outline's sections in page order: the H1 for the keyword; the briefing's headings (an H3
 * stays under the H2 before it, one without an H2 before it becomes an H2), or one overview H2 when
 * the briefing has none; an FAQ H2 with the questions as H3; a closing H2. The briefing's terms
 * that neither the keyword nor a heading already says go round the H2 sections, must-use first.
 */
export function outlineSections(brief: OutlineBrief, language: ChatLanguage): OutlineSection[] {
  const words = WORDS[language];
  const sections: { level: 1 | 2 | 3; kind: OutlineSection['kind']; basis: string; terms: string[] }[] = [{ level: 1, kind: 'title', basis: brief.keyword, terms: [] }];
  let underH2 = false;
  for (const heading of brief.headings.slice(0, OUTLINE_HEADINGS)) {
    const text = heading.text.replace(/\s+/gu, ' ').trim();
    if (text === '') continue;
    const level = heading.level === 3 && underH2 ? 3 : 2;
    underH2 = true;
    sections.push({ level, kind: 'heading', basis: text, terms: [] });
  }
  if (!underH2) sections.push({ level: 2, kind: 'heading', basis: `${words.overview}: ${brief.keyword}`, terms: [] });

  const said = lower([brief.keyword, ...sections.map((s) => s.basis)].join(' '));
  const terms = [...brief.terms].sort((a, b) => Number(b.must_use) - Number(a.must_use)).map((t) => t.term).filter((t) => t.trim() !== '' && !said.includes(lower(t)));
  const takers = sections.filter((s) => s.kind === 'heading' && s.level === 2);
  [...new Set(terms)].slice(0, takers.length * TERMS_PER_SECTION).forEach((term, i) => takers[i % takers.length]?.terms.push(term));

  // One question once, whatever its case or closing question mark.
  const byQuestion = new Map<string, string>();
  for (const q of brief.questions.map((text) => text.replace(/\s+/gu, ' ').trim()).filter((text) => text !== '')) {
    const key = lower(q).replace(/\?+$/u, '');
    if (!byQuestion.has(key)) byQuestion.set(key, q);
  }
  const questions = [...byQuestion.values()].slice(0, OUTLINE_QUESTIONS);
  if (questions.length > 0) {
    sections.push({ level: 2, kind: 'faq', basis: `${words.faq}: ${brief.keyword}`, terms: [] });
    for (const question of questions) sections.push({ level: 3, kind: 'question', basis: question, terms: [] });
  }
  sections.push({ level: 2, kind: 'closing', basis: `${words.closing}: ${brief.keyword}`, terms: [] });

  const seen = new Map<string, number>();
  return sections.map((s) => {
    const base = `H${s.level} ${s.basis}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...s, key: n === 1 ? base : `${base} (${n})` };
  });
}

const capital = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('de-DE'));

/**
 * The offline composer's heading of a section ("generated without a model"): the H1 names the
 * keyword and what the page offers, a heading keeps the competitors' wording and names the terms
 * to use in it, a question ends in a question mark. Only words of the briefing, so no number it
 * does not hold. The longest that keeps the task's length: terms are dropped from the end first.
 */
export function outlineHeading(section: OutlineSection, intent: SearchIntent, language: ChatLanguage): string {
  const candidates = headingCandidates(section, intent, language);
  return candidates.find((c) => fitsTask('outline', c)) ?? fitToTask('outline', candidates[candidates.length - 1] ?? section.basis);
}

function headingCandidates(section: OutlineSection, intent: SearchIntent, language: ChatLanguage): string[] {
  const de = language === 'de';
  switch (section.kind) {
    case 'title': {
      const buying = intent === 'transactional' || intent === 'commercial';
      const what = buying ? (de ? ': Auswahl, Tipps und Angebote' : ': range, tips and offers') : de ? ': der Ratgeber' : ': the guide';
      return [`${titleCase(section.basis)}${what}`, titleCase(section.basis)];
    }
    case 'heading': {
      const base = capital(section.basis);
      const variants = [];
      for (let n = section.terms.length; n > 0; n -= 1) variants.push(`${base} – ${de ? 'mit' : 'with'} ${section.terms.slice(0, n).join(', ')}`);
      return [...variants, base];
    }
    case 'question':
      return [capital(section.basis).replace(/\?*$/u, '?')];
    default:
      return [section.basis];
  }
}
