/**
 * What the offline planner understands of a question (issue 20): an intent with its slots, by rules
 * over German and English phrasings. Names of collections and projects are found later in the
 * company's own data (findNamed, findProjectDomain), never guessed.
 */
import { contentIntent, type ContentIntent } from './chat-content-intents';
import type { KeywordSort } from './chat-keyword-query';
import { limitOf, monthOf, periodDaysOf, questionLanguage, type ChatLanguage } from './chat-language';

export type Intent =
  | { kind: 'help' }
  | { kind: 'list_collections' }
  | { kind: 'collection_count' }
  | { kind: 'collection_keywords'; sort: KeywordSort; order: 'asc' | 'desc'; month?: number; limit: number; contains?: string; countOnly: boolean }
  | { kind: 'seasonal'; limit: number }
  | { kind: 'keyword_metrics'; phrases: string[] }
  | { kind: 'monitoring_changes'; direction: 'losses' | 'gains'; days: number }
  | { kind: 'visibility' }
  | { kind: 'list_projects' }
  | ContentIntent
  | { kind: 'unknown' };

export type Understanding = { language: ChatLanguage; intent: Intent };

export const DEFAULT_LIMIT = 10;

const has = (text: string, pattern: RegExp) => pattern.test(text);

const HELP = /\b(what can you|what do you know|help|hilfe|was kannst du|was weißt du|wobei kannst du)\b/u;
const COUNT = /\b(how many|wie viele|wieviele|anzahl|number of)\b/u;
const KEYWORD_WORD = /\b(keywords?|suchbegriffe?|begriffe?|phrasen?)\b/u;
const COLLECTION_WORD = /\b(collections?|sammlungen?|listen?|keyword-?listen?)\b/u;
const PROJECT_WORD = /\b(projects?|projekte?|monitoring|domains?)\b/u;
const SEASONAL = /(saison|seasonal|season|peak|höhepunkt|spitzenmonat)/u;
const LOSSES = /(\blos[et]|\blosing|\bdropp?ed|\bfell\b|\bfallen\b|verlor|verschlechter|gesunken|abgerutscht|\bverluste?)/u;
const GAINS = /(\bgain|\bwon\b|\bimprov|\brose\b|\bclimb|gewonnen|verbessert|gestiegen|\bgewinner)/u;
const VISIBILITY = /(visibility|sichtbarkeit|average position|durchschnittliche position|durchschnittsposition)/u;
const METRIC_WORD = /(search volume|suchvolumen|volumen|volume|\bcpc\b|klickpreis|difficulty|schwierigkeit|\bkd\b|metri[ck]s?|kennzahlen|zahlen zu|daten zu|numbers for|data for)/u;
const DOMAIN = /\b((?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,63})\b/u;

/** Text in quotes: "…", „…“, '…', »…«. */
function quoted(question: string): string[] {
  return [...question.matchAll(/["„“»«']([^"„“»«']{1,80})["“”»«']/gu)].map((m) => (m[1] ?? '').trim()).filter((s) => s !== '');
}

const trimEnd = (s: string) => s.replace(/[?!.。,;:]+$/u, '').trim();

/** The phrases a metrics question asks about: quoted ones, else what follows "of", "for", "von", "für", "zu". */
export function phrasesOf(question: string): string[] {
  const inQuotes = quoted(question);
  if (inQuotes.length > 0) return inQuotes;
  const match = /\b(?:of|for|von|für|zu|zum|zur)\s+(?:dem keyword |the keyword |keyword |das keyword )?(.+)$/iu.exec(question.trim());
  if (!match?.[1]) return [];
  return trimEnd(match[1])
    .split(/\s*(?:,|\bund\b|\band\b|&)\s*/u)
    .map((p) => p.trim())
    .filter((p) => p !== '' && p.length <= 80);
}

/** What keywords must contain ("containing glühwein", "die skiurlaub enthalten", "with the word X"). */
export function containsOf(question: string, collection?: string): string | undefined {
  const text = collection ? question.replace(new RegExp(escapeRegExp(collection), 'iu'), ' ') : question;
  const inQuotes = quoted(text);
  const english = /\b(?:contain(?:s|ing)?|includ(?:e|es|ing)|with the (?:word|term))\s+(.+?)(?:\?|$)/iu.exec(text);
  const germanBefore = /\b(?:die|welche)\s+(?!keywords?\b)(.+?)\s+(?:enthalten|enthält)\b/iu.exec(text);
  const germanAfter = /\b(?:enthalten|enthält|mit dem (?:wort|begriff))\s+(.+?)(?:\?|$)/iu.exec(text);
  const raw = [english?.[1], germanAfter?.[1], germanBefore?.[1]].find((candidate) => candidate !== undefined && !CONTAINER.test(candidate.trim()));
  if (raw === undefined) return undefined;
  if (inQuotes.length > 0) return inQuotes[0];
  const word = trimEnd(raw).replace(/^(the word|das wort|den begriff|the term)\s+/iu, '');
  return word === '' ? undefined : word;
}

/** "enthält die Sammlung …" speaks of the container, not of a word the keywords contain. */
const CONTAINER = /^(?:die |der |das |the |my |meine )?(?:sammlung|collection|liste|list)\b/iu;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function keywordOrder(text: string): Pick<Extract<Intent, { kind: 'collection_keywords' }>, 'sort' | 'order'> {
  if (/(easiest|leichteste|einfachste|lowest difficulty|geringste[nr]? schwierigkeit)/u.test(text)) return { sort: 'difficulty', order: 'asc' };
  if (/(hardest|schwerste|schwierigste|highest difficulty|höchste[nr]? schwierigkeit)/u.test(text)) return { sort: 'difficulty', order: 'desc' };
  if (/(\bcpc\b|klickpreis|most expensive|teuerste)/u.test(text)) return { sort: 'cpc_high', order: 'desc' };
  if (/(least volume|lowest volume|wenigste[nm]? (such)?volumen|geringste[nm]? (such)?volumen|niedrigste[nm]? (such)?volumen)/u.test(text)) return { sort: 'avgsv', order: 'asc' };
  return { sort: 'avgsv', order: 'desc' };
}

function monitoringIntent(text: string): Intent | undefined {
  const days = periodDaysOf(text);
  if (has(text, LOSSES)) return { kind: 'monitoring_changes', direction: 'losses', days };
  if (has(text, GAINS)) return { kind: 'monitoring_changes', direction: 'gains', days };
  if (has(text, VISIBILITY)) return { kind: 'visibility' };
  if (has(text, /\b(positions?|positionen|rankings?|ranks?)\b/u) && has(text, DOMAIN)) return { kind: 'visibility' };
  if (has(text, PROJECT_WORD) && /\b(which|welche|list|liste|zeige?|show|meine|my|wie viele|how many)\b/u.test(text) && !has(text, KEYWORD_WORD)) return { kind: 'list_projects' };
  return undefined;
}

/**
 * The intent of a question. `namesCollection` says whether a collection of the company is named in
 * it (found by findNamed), because "keywords in X" means X's rows, not a phrase to look up;
 * `namesContentProject` the same of a content project's keyword.
 */
export function understand(question: string, namesCollection = false, namesContentProject = false): Understanding {
  const language = questionLanguage(question);
  const text = question.toLowerCase().trim();
  const done = (intent: Intent): Understanding => ({ language, intent });
  if (text === '' || has(text, HELP)) return done({ kind: text === '' ? 'unknown' : 'help' });

  // Before monitoring: "Content-Projekte" are projects too, but not monitoring ones.
  const content = contentIntent(text, namesContentProject);
  if (content) return done(content);

  const monitoring = monitoringIntent(text);
  if (monitoring) return done(monitoring);

  const month = monthOf(text);
  const limit = limitOf(text) ?? DEFAULT_LIMIT;
  if (has(text, SEASONAL)) return done({ kind: 'seasonal', limit });

  if (has(text, COUNT) && has(text, COLLECTION_WORD) && !has(text, KEYWORD_WORD)) return done({ kind: 'list_collections' });
  if (!namesCollection && has(text, COLLECTION_WORD) && /\b(which|welche|list|liste|zeige?|show|meine|my|what|was für)\b/u.test(text) && !has(text, METRIC_WORD)) {
    return done({ kind: 'list_collections' });
  }

  if (namesCollection) {
    const contains = containsOf(question);
    const countOnly = has(text, COUNT);
    if (countOnly && contains === undefined) return done({ kind: 'collection_count' });
    const order = month !== undefined ? { sort: 'month_volume' as const, order: 'desc' as const } : keywordOrder(text);
    return done({ kind: 'collection_keywords', ...order, ...(month === undefined ? {} : { month }), limit, ...(contains === undefined ? {} : { contains }), countOnly });
  }

  if (has(text, METRIC_WORD) || quoted(question).length > 0) {
    const phrases = phrasesOf(question);
    if (phrases.length > 0) return done({ kind: 'keyword_metrics', phrases: phrases.slice(0, 20) });
  }
  return done({ kind: 'unknown' });
}

/** Whether a question speaks of a collection (so an unknown name is worth saying so). */
export const mentionsCollection = (question: string): boolean => COLLECTION_WORD.test(question.toLowerCase()) || /\b(keywords?|suchbegriffe?)\s+(in|aus|of|from|der)\b/u.test(question.toLowerCase());

/** The longest of the company's names (collections, content projects' keywords) the question contains, as a whole phrase. */
export function findNamed(question: string, names: readonly string[]): string | undefined {
  const text = question.toLowerCase();
  return [...names]
    .sort((a, b) => b.length - a.length)
    .find((name) => name.trim() !== '' && new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text));
}

const bareDomain = (domain: string) => domain.toLowerCase().replace(/^https?:\/\//u, '').replace(/^www\./u, '').replace(/\/.*$/u, '');

/** The project domain the question names (with or without www.), among the company's projects. */
export function findProjectDomain(question: string, domains: readonly string[]): string | undefined {
  const text = question.toLowerCase();
  const named = [...text.matchAll(new RegExp(DOMAIN.source, 'gu'))].map((m) => bareDomain(m[1] ?? ''));
  return domains.find((domain) => named.includes(bareDomain(domain))) ?? domains.find((domain) => text.includes(bareDomain(domain)));
}

/** A domain-like word of the question, for saying which project was not found. */
export function domainInQuestion(question: string): string | undefined {
  return DOMAIN.exec(question.toLowerCase())?.[1];
}
