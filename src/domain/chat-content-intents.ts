/**
 * Questions about content projects (issue 20): which terms a draft should use more or less, which
 * are missing, its content score, the target word count, or the list of projects. By rules over
 * German and English phrasings; the project is found later in the company's own projects.
 */
import { limitOf } from './chat-language';

/** What of a project the question asks for; `overview` when it names none of the others. */
export type ContentAspect = 'more' | 'fewer' | 'missing' | 'terms' | 'score' | 'word_count' | 'overview';

export type ContentIntent = { kind: 'content_project'; aspect: ContentAspect; limit: number } | { kind: 'list_content_projects' };

/** Words that speak of the content suite itself, whatever else the question says. */
const CONTENT_WORD = /(content|wdf|\bentwurf|\bentwürfe|\bdraft|\beditor\b|\bbriefing|word count|wortzahl|wortanzahl|how many words|wie viele wörter|textlänge|text length)/u;
/** Words for the terms of a text, a content question only with a verb of using them (below). */
const TERM_WORD = /(\bterms?\b|\bterme?\b|\bwörter\b|\bwords\b|\bbegriffe?\b)/u;
const USE_WORD = /(\buse\b|\busing\b|\bused\b|verwende|benutze|nutze|einsetze|\bmissing\b|\bfehle?n?\b|\bfehlt\b)/u;

const SCORE = /(content[- ]?score|\bscore\b|punktzahl)/u;
const WORD_COUNT = /(word count|word range|how many words|how long|\blength\b|wortzahl|wortanzahl|wie viele wörter|anzahl (der )?wörter|wie lang|textlänge|\blänge\b|\bumfang\b)/u;
const MISSING = /(\bmissing\b|\black|\bnot use|n't use|\bnever use|\bfehle?n?\b|\bfehlt\b|nicht (verwende|benutz|vorkomm|enthalt)|kommen nicht vor)/u;
const FEWER = /(\bfewer\b|less often|\buse less\b|too often|too much|overus|seltener|\bweniger\b|zu oft|zu häufig|zu viel)/u;
const MORE = /(\bmore\b|\bunderus|too rarely|too seldom|öfter|häufiger|\bmehr\b|zu selten)/u;
const LIST = /\b(which|welche|list|liste|zeige?|show|meine|my|wie viele|how many|what|was für)\b/u;
const PROJECT_WORD = /(projects?|projekte?)\b/u;
/** Terms listed when the question says not how many. */
export const DEFAULT_TERMS = 10;

/** Whether the question is about content projects at all (lower-cased text). */
export function isContentQuestion(text: string): boolean {
  return CONTENT_WORD.test(text) || (TERM_WORD.test(text) && USE_WORD.test(text));
}

function aspectOf(text: string): ContentAspect {
  if (SCORE.test(text)) return 'score';
  if (WORD_COUNT.test(text)) return 'word_count';
  if (MISSING.test(text)) return 'missing';
  if (FEWER.test(text)) return 'fewer';
  if (MORE.test(text)) return 'more';
  if (TERM_WORD.test(text) || /\bwdf/u.test(text)) return 'terms';
  return 'overview';
}

/**
 * The content intent of a lower-cased question, or undefined when it is not about content projects.
 * `namesProject`: one of the company's projects is named in it, so "which … my project X" is about X.
 */
export function contentIntent(text: string, namesProject: boolean): ContentIntent | undefined {
  if (!isContentQuestion(text)) return undefined;
  const aspect = aspectOf(text);
  if (aspect === 'overview' && !namesProject && PROJECT_WORD.test(text) && LIST.test(text)) return { kind: 'list_content_projects' };
  return { kind: 'content_project', aspect, limit: limitOf(text) ?? DEFAULT_TERMS };
}
