/** Answers about monitoring projects, written from the tools' results with templates. */
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { decimal, escapeMarkdown, link, n, say, signed, table } from './answer-text.ts';
import type { ChangesResult, ProjectsResult } from './tool-results.ts';

const position = (value: number | null, language: ChatLanguage) => (value === null ? say(language, { de: 'nicht in den Top 100', en: 'not in the top 100' }) : n(value));

export function changesAnswer(language: ChatLanguage, result: ChangesResult, direction: 'losses' | 'gains'): string {
  const name = link(result.project.domain, result.project.link);
  const source = say(language, {
    de: `Quelle: die täglichen Positionen des Monitoring-Projekts ${name} (${escapeMarkdown(result.project.device)}).`,
    en: `Source: the daily positions of the monitoring project ${name} (${escapeMarkdown(result.project.device)}).`,
  });
  if (result.day === null || result.compared_with === null) {
    return `${say(language, { de: `Für ${name} gibt es noch keine Positionen.`, en: `There are no positions for ${name} yet.` })}\n\n${source}`;
  }
  const span = say(language, { de: `zwischen ${result.compared_with} und ${result.day}`, en: `between ${result.compared_with} and ${result.day}` });
  const movers = direction === 'losses' ? result.losers : result.winners;
  if (movers.length === 0) {
    return `${say(language, direction === 'losses' ? { de: `${name} hat ${span} auf keinem Keyword Positionen verloren.`, en: `${name} lost no positions on any keyword ${span}.` } : { de: `${name} hat ${span} auf keinem Keyword Positionen gewonnen.`, en: `${name} gained no positions on any keyword ${span}.` })}\n\n${source}`;
  }
  const intro = say(language, direction === 'losses'
    ? { de: `${name} hat ${span} auf diesen ${n(movers.length)} Keywords am meisten Positionen verloren:`, en: `${name} lost the most positions ${span} on these ${n(movers.length)} keywords:` }
    : { de: `${name} hat ${span} auf diesen ${n(movers.length)} Keywords am meisten Positionen gewonnen:`, en: `${name} gained the most positions ${span} on these ${n(movers.length)} keywords:` });
  const cols = say(language, { de: `Keyword|Position ${result.compared_with}|Position ${result.day}|Veränderung`, en: `Keyword|Position ${result.compared_with}|Position ${result.day}|Change` }).split('|');
  const rows = movers.map((m) => [escapeMarkdown(m.keyword), position(m.from, language), position(m.to, language), signed(m.change)]);
  const d = result.distribution;
  const spread = say(language, {
    de: `Am ${result.day}: ${n(d.top_3)} Keywords in den Top 3, ${n(d.top_4_10)} auf 4–10, ${n(d.top_11_20)} auf 11–20, ${n(d.top_21_100)} auf 21–100.`,
    en: `On ${result.day}: ${n(d.top_3)} keywords in the top 3, ${n(d.top_4_10)} at 4–10, ${n(d.top_11_20)} at 11–20, ${n(d.top_21_100)} at 21–100.`,
  });
  return [intro, table(cols, rows), spread, source].join('\n\n');
}

export function projectsAnswer(language: ChatLanguage, result: ProjectsResult, only?: string): string {
  const projects = only === undefined ? result.projects : result.projects.filter((p) => p.domain === only);
  if (projects.length === 0) {
    return say(language, { de: 'Sie haben noch kein Monitoring-Projekt. Legen Sie unter Monitoring eines an.', en: 'You have no monitoring project yet. Create one under Monitoring.' });
  }
  const cols = say(language, { de: 'Projekt|Gerät|Keywords|Sichtbarkeit|7 Tage|30 Tage|Ø Position', en: 'Project|Device|Keywords|Visibility|7 days|30 days|Avg. position' }).split('|');
  const rows = projects.map((p) => [link(p.domain, p.link), escapeMarkdown(p.device), n(p.keyword_count), decimal(p.visibility_today), signed(p.visibility_change_7), signed(p.visibility_change_30), decimal(p.average_position)]);
  const intro = only === undefined
    ? say(language, { de: `Ihre Monitoring-Projekte (${n(projects.length)}):`, en: `Your monitoring projects (${n(projects.length)}):` })
    : say(language, { de: 'Sichtbarkeit und Positionen:', en: 'Visibility and positions:' });
  const source = say(language, {
    de: 'Quelle: der Sichtbarkeitsindex und die Positionen des letzten Tags der Projekte in Monitoring.',
    en: 'Source: the visibility index and positions of the projects\' latest day in Monitoring.',
  });
  return [intro, table(cols, rows), source].join('\n\n');
}
