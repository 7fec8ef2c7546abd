/**
 * The offline writer of the AI Suite (issue 20): texts composed from a keyword's data by templates,
 * when no language model is configured. It uses only what the data holds — the keyword, the
 * project's related keywords, the peak month and season, the search intent and the company name —
 * so it never states a number the data does not hold. Every text keeps its task's limits
 * (ai-writing-tasks.ts): a template whose text is too long drops its optional parts first.
 */
import { AI_TASK_RULES, fitToTask, fitsTask, type AiTask } from './ai-writing-tasks.ts';
import { monthName, type ChatLanguage } from './chat-language.ts';
import type { SearchIntent } from './search-intent.ts';

export interface KeywordFacts {
  keyword: string;
  intent: SearchIntent;
  /** Peak calendar month 1–12, null when the volume has none. */
  peak: number | null;
  /** The season's calendar months in run order, null when the keyword is not seasonal. */
  season: readonly number[] | null;
  /** Other keywords of the project that share a word with this one, most searched first. */
  related: readonly string[];
}

export interface ComposeRequest {
  task: AiTask;
  language: ChatLanguage;
  facts: KeywordFacts;
  /** The company's name, used as the brand of titles and texts; null leaves it out. */
  brand: string | null;
}

/** "winterjacke damen" → "Winterjacke Damen": titles and the start of a sentence. */
export function titleCase(phrase: string): string {
  return phrase.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}

/** "von November bis Januar", "in December" (a one-month season), or null. */
export function seasonWords(season: readonly number[] | null, language: ChatLanguage): string | null {
  if (season === null || season.length === 0 || season.length >= 12) return null;
  const first = season[0] as number;
  const last = season[season.length - 1] as number;
  if (first === last) return language === 'de' ? `im ${monthName(first, 'de')}` : `in ${monthName(first, 'en')}`;
  return language === 'de' ? `von ${monthName(first, 'de')} bis ${monthName(last, 'de')}` : `from ${monthName(first, 'en')} to ${monthName(last, 'en')}`;
}

const buying = (intent: SearchIntent) => intent === 'transactional' || intent === 'commercial';

/** A template: its parts in order; an optional part (null when the data lacks it) is dropped first when the text is too long. */
type Part = { text: string | null; optional: boolean };
const must = (text: string): Part => ({ text, optional: false });
const may = (text: string | null): Part => ({ text, optional: true });

/**
 * The first text of the template that fits: all parts, then without optional parts from the last
 * one backwards, then the required parts cut to the limit.
 */
function fitTemplate(task: AiTask, parts: readonly Part[]): string {
  const join = (list: readonly Part[]) => list.map((p) => p.text ?? '').join('').replace(/\s+/gu, ' ').trim();
  let kept = parts.filter((p) => p.text !== null);
  for (;;) {
    const text = join(kept);
    if (fitsTask(task, text)) return text;
    const lastOptional = kept.map((p) => p.optional).lastIndexOf(true);
    if (lastOptional < 0) return fitToTask(task, text);
    kept = kept.filter((_p, i) => i !== lastOptional);
  }
}

function titles({ language, facts, brand }: ComposeRequest): Part[][] {
  const kw = titleCase(facts.keyword);
  const by = brand === null ? null : ` | ${brand}`;
  const de = language === 'de';
  const season = facts.season !== null && facts.peak !== null;
  return [
    [must(kw), must(buying(facts.intent) ? (de ? ' online kaufen' : ' – buy online') : de ? ': Ratgeber & Tipps' : ': guide & tips'), may(by)],
    [must(kw), must(de ? ' – Auswahl & Angebote' : ' – range & offers'), may(by)],
    [must(kw), must(season ? (de ? ` – jetzt zur Saison` : ' – in season now') : de ? ' im Überblick' : ' at a glance'), may(by)],
  ];
}

function related(facts: KeywordFacts, language: ChatLanguage): string | null {
  const two = facts.related.slice(0, 2);
  if (two.length === 0) return null;
  return language === 'de' ? ` Passend dazu: ${two.join(', ')}.` : ` Also: ${two.join(', ')}.`;
}

function descriptions({ language, facts, brand }: ComposeRequest): Part[][] {
  const kw = facts.keyword;
  const de = language === 'de';
  const season = seasonWords(facts.season, language);
  const at = brand === null ? null : de ? ` bei ${brand}` : ` at ${brand}`;
  const peak = facts.peak === null ? null : de ? ` Besonders gefragt im ${monthName(facts.peak, 'de')}.` : ` Most wanted in ${monthName(facts.peak, 'en')}.`;
  const act = buying(facts.intent) ? (de ? ' Jetzt bestellen!' : ' Order now!') : de ? ' Jetzt mehr erfahren!' : ' Learn more now!';
  return [
    [must(titleCase(kw)), may(at), must(de ? ': Entdecken Sie die Auswahl und finden Sie das Passende.' : ': explore the range and find the right one.'), may(related(facts, language)), must(act)],
    [must(de ? `Sie suchen ${kw}?` : `Looking for ${kw}?`), must(de ? ' Hier finden Sie Auswahl, Tipps und Angebote' : ' Find the range, tips and offers'), may(at), must('.'), may(peak), must(act)],
    [
      must(titleCase(kw)),
      must(de ? ' im Überblick' : ' at a glance'),
      may(season === null ? null : de ? ` – gefragt ${season}` : ` – wanted ${season}`),
      must(de ? ': alles Wichtige auf einen Blick.' : ': everything that matters in one place.'),
      may(related(facts, language)),
      must(act),
    ],
  ];
}

function productTexts({ language, facts, brand }: ComposeRequest): Part[][] {
  const de = language === 'de';
  const season = seasonWords(facts.season, language);
  const lead = buying(facts.intent)
    ? de ? ': die passende Auswahl für jeden Bedarf, bequem online bestellt.' : ': the right choice for every need, ordered online with ease.'
    : de ? ': was Sie wissen sollten, verständlich erklärt.' : ': what you should know, clearly explained.';
  return [
    [
      must(titleCase(facts.keyword)),
      may(brand === null ? null : de ? ` bei ${brand}` : ` at ${brand}`),
      must(lead),
      may(related(facts, language)),
      may(season === null ? null : de ? ` Besonders gefragt ${season}.` : ` Most wanted ${season}.`),
    ],
  ];
}

function altTexts({ language, facts, brand }: ComposeRequest): Part[][] {
  const de = language === 'de';
  return [[must(de ? 'Produktbild: ' : 'Product photo: '), must(titleCase(facts.keyword)), may(brand === null ? null : de ? ` von ${brand}` : ` by ${brand}`)]];
}

/**
 * The variants of one keyword's text, distinct, each within the task's limits. The FAQ has none:
 * an answer needs knowledge the keyword data does not hold, so without a model the FAQ lists the
 * questions and leaves the answers to the writer.
 */
export function composeTexts(request: ComposeRequest): string[] {
  const templates: Record<AiTask, (r: ComposeRequest) => Part[][]> = {
    title: titles,
    description: descriptions,
    faq: () => [],
    // An outline's headings come from its sections, not from one keyword's data (ai-outline.ts).
    outline: () => [],
    product_text: productTexts,
    alt_text: altTexts,
  };
  const texts = templates[request.task](request).map((parts) => fitTemplate(request.task, parts)).filter((t) => t !== '');
  return [...new Set(texts)].slice(0, AI_TASK_RULES[request.task].variants);
}
