/** The words the offline chat planner reads a question by (issue 20): language, months, numbers, periods. */

export type ChatLanguage = 'de' | 'en';

const GERMAN_MARKERS = /\b(wie|welche[rsn]?|was|wo|wann|hat|haben|hält|enthält|enthalten|sind|ist|meine[rns]?|die|der|das|den|dem|im|in der|sammlung(en)?|suchvolumen|woche|monat|verloren|gewonnen|sichtbarkeit|zeige?|liste|saisonal|viele|höchste[nm]?|meiste[nm]?|keine?|für|von|und|projekte?|dieser|diese[nm]?|gestern|heute)\b/gu;
const ENGLISH_MARKERS = /\b(how|which|what|where|when|does|do|did|has|have|hold|holds|contain|contains|are|is|my|the|of|in|collections?|search|volume|week|month|lose|lost|gain|gained|visibility|show|list|seasonal|many|most|highest|for|and|projects?|this|yesterday|today)\b/gu;

/** German when German words outnumber English ones, or an umlaut or ß tips a tie. */
export function questionLanguage(question: string): ChatLanguage {
  const text = question.toLowerCase();
  const german = text.match(GERMAN_MARKERS)?.length ?? 0;
  const english = text.match(ENGLISH_MARKERS)?.length ?? 0;
  if (german !== english) return german > english ? 'de' : 'en';
  return /[äöüß]/u.test(text) ? 'de' : 'en';
}

const MONTH_WORDS: readonly (readonly [RegExp, number])[] = [
  [/\b(januar|january|jänner|jan)\b/u, 1],
  [/\b(februar|february|feb)\b/u, 2],
  [/\b(märz|maerz|march|mar)\b/u, 3],
  [/\b(april|apr)\b/u, 4],
  [/\b(mai|may)\b/u, 5],
  [/\b(juni|june|jun)\b/u, 6],
  [/\b(juli|july|jul)\b/u, 7],
  [/\b(august|aug)\b/u, 8],
  [/\b(september|sept?)\b/u, 9],
  [/\b(oktober|october|okt|oct)\b/u, 10],
  [/\b(november|nov)\b/u, 11],
  [/\b(dezember|december|dez|dec)\b/u, 12],
];

/** The calendar month a question names, 1–12, or undefined. */
export function monthOf(text: string): number | undefined {
  const lower = text.toLowerCase();
  return MONTH_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
}

export const MONTH_NAMES: Readonly<Record<ChatLanguage, readonly string[]>> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export const monthName = (month: number, language: ChatLanguage): string => MONTH_NAMES[language][month - 1] ?? String(month);

const NUMBER_WORDS: Readonly<Record<string, number>> = { drei: 3, three: 3, fünf: 5, five: 5, zehn: 10, ten: 10, zwanzig: 20, twenty: 20 };

/** How many rows a question asks for ("top 5", "die 20 besten", "five keywords"), within 1–50; undefined when it says not. */
export function limitOf(text: string): number | undefined {
  const lower = text.toLowerCase();
  const digits = /\b(?:top|die|the|ersten|first|besten|best)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:keywords?|suchbegriffe|begriffe)\b/u.exec(lower);
  const found = digits ? Number(digits[1] ?? digits[2]) : Object.entries(NUMBER_WORDS).find(([word]) => new RegExp(`\\b(?:top|die|the)\\s+${word}\\b|\\b${word}\\s+keywords?\\b`, 'u').test(lower))?.[1];
  return found === undefined || found < 1 ? undefined : Math.min(found, 50);
}

/** Days a monitoring question looks back: a day, a week (default) or a month. */
export function periodDaysOf(text: string): number {
  const lower = text.toLowerCase();
  if (/\b(gestern|heute|yesterday|today|seit gestern|since yesterday)\b/u.test(lower)) return 1;
  if (/\b(monat|monats|month|30 tage|30 days|letzten 30|last 30)\b/u.test(lower)) return 30;
  return 7;
}
