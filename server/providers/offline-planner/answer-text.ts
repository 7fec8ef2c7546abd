/** Pieces every answer of the offline planner shares: escaped keyword text, links, numbers, tables. */
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { monthName } from '../../../src/domain/chat-language.ts';
import { formatNumber, MISSING } from '../../../src/domain/number-format.ts';
import { isRefusal } from './tool-results.ts';

/**
 * Keyword text is data: the characters that make emphasis, code, links, HTML or table cells are
 * escaped, so it can never become a link or markup. Line starts (lists, headings) never hold it.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]()|<>~]/gu, (c) => `\\${c}`).replace(/\r?\n/gu, ' ');
}

export const link = (label: string, href: string) => `[${escapeMarkdown(label)}](${href})`;

export const n = (value: number | null | undefined) => formatNumber(value);

export function signed(value: number | null | undefined): string {
  if (value === null || value === undefined) return MISSING;
  const text = formatNumber(Math.abs(value), Number.isInteger(value) ? 0 : 2);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

export const decimal = (value: number | null | undefined) => (value === null || value === undefined ? MISSING : formatNumber(value, Number.isInteger(value) ? 0 : 2));

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const months = (list: readonly number[] | null, language: ChatLanguage) => (list === null || list.length === 0 ? MISSING : list.map((m) => monthName(m, language)).join(', '));

export const month = (value: number | null, language: ChatLanguage) => (value === null ? MISSING : monthName(value, language));

export type Texts = { de: string; en: string };
export const say = (language: ChatLanguage, texts: Texts) => texts[language];

export const plural = (count: number, language: ChatLanguage, de: [string, string], en: [string, string]) =>
  `${n(count)} ${count === 1 ? (language === 'de' ? de[0] : en[0]) : language === 'de' ? de[1] : en[1]}`;

export function noAccess(language: ChatLanguage, screen: string): string {
  return say(language, {
    de: `Dafür bräuchte ich Zugriff auf ${screen}, den Sie nicht haben. Ich habe deshalb keine Zahlen dazu.`,
    en: `That needs access to ${screen}, which you do not have, so I have no numbers for it.`,
  });
}

/** A tool's refusal (or a result the planner cannot read) said as such. */
export function refusalText(language: ChatLanguage, content: string | undefined): string {
  const parsed = content === undefined ? undefined : (JSON.parse(content) as unknown);
  const message = isRefusal(parsed) ? parsed.message : say(language, { de: 'unbekannter Fehler', en: 'unknown error' });
  return say(language, { de: `Das konnte ich nicht nachschlagen: ${escapeMarkdown(message)}`, en: `I could not look that up: ${escapeMarkdown(message)}` });
}

/** What the planner can answer, said when it cannot answer a question. */
export function capabilities(language: ChatLanguage): string {
  return say(language, {
    de: [
      'Ich kann aus Ihren Daten beantworten:',
      '- wie viele Keywords eine Sammlung enthält und welche Sammlungen es gibt,',
      '- welche Keywords einer Sammlung das meiste Suchvolumen haben (auch in einem Monat), ein Wort enthalten oder am leichtesten sind,',
      '- welche Keywords saisonal sind,',
      '- Suchvolumen, Schwierigkeit und CPC von Keywords (in Anführungszeichen oder nach „von“),',
      '- wo ein Monitoring-Projekt Positionen verloren oder gewonnen hat und wie seine Sichtbarkeit ist,',
      '- welche Content-Projekte es gibt und, für eines davon, welche Begriffe der Entwurf öfter oder seltener verwenden sollte oder gar nicht enthält, seinen Content Score und die Ziel-Wortzahl des Briefings.',
      'Die AI Suite kann ich noch nicht lesen.',
    ].join('\n'),
    en: [
      'From your data I can answer:',
      '- how many keywords a collection holds, and which collections you have,',
      '- which keywords of a collection have the most search volume (also in a given month), contain a word, or are easiest,',
      '- which keywords are seasonal,',
      '- search volume, difficulty and CPC of keywords (in quotes or after "of"),',
      '- where a monitoring project lost or gained positions, and its visibility,',
      '- which content projects you have and, for one of them, which terms its draft should use more or less or lacks, its content score and the briefing\'s target word count.',
      'I cannot read the AI Suite yet.',
    ].join('\n'),
  });
}

export const OFFLINE_NOTE: Texts = { de: '_Ohne Sprachmodell erstellt, nur aus Ihren Daten._', en: '_Written without a language model, from your data only._' };
