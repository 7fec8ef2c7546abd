/** The briefing as Markdown a writer can paste anywhere (issue 24). */
import type { Briefing } from './content-briefing.ts';
import { formatNumber } from './number-format.ts';
import { SEARCH_INTENT_LABELS } from './search-intent.ts';

/** Markdown's special characters in running text, escaped so a heading like `*Tipp*` stays text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/gu, '\\$1').replace(/\s+/gu, ' ').trim();
}

export function rangeText(min: number, max: number): string {
  return min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`;
}

/** The lines of the briefing's facts, shared by Markdown, DOCX and the screen. */
export function briefingFacts(briefing: Briefing): string[] {
  const words = briefing.wordCount === null ? 'no competitors selected' : `${rangeText(briefing.wordCount.min, briefing.wordCount.max)} words`;
  return [
    `Search intent: ${SEARCH_INTENT_LABELS[briefing.intent]}`,
    `Target length: ${words}`,
    `Competitors analysed: ${formatNumber(briefing.competitorCount)}`,
  ];
}

export function briefingToMarkdown(briefing: Briefing): string {
  const lines = [`# Briefing: ${escapeMarkdown(briefing.keyword)}`, ''];
  for (const fact of briefingFacts(briefing)) lines.push(`- ${fact}`);
  lines.push('', '## Suggested headings', '');
  if (briefing.headings.length === 0) lines.push('No headings found on the selected competitors.');
  for (const h of briefing.headings) {
    lines.push(`${h.level === 3 ? '  ' : ''}- H${h.level}: ${escapeMarkdown(h.text)} (${formatNumber(h.pages)} of ${formatNumber(briefing.competitorCount)} pages)`);
  }
  lines.push('', '## Terms to use', '');
  if (briefing.terms.length === 0) lines.push('No terms: select competitors first.');
  else {
    lines.push('| Term | Uses | Must use |', '| --- | --- | --- |');
    for (const t of briefing.terms) lines.push(`| ${escapeMarkdown(t.term)} | ${rangeText(t.range.min, t.range.max)} | ${t.mustUse ? 'yes' : 'no'} |`);
  }
  lines.push('', '## Questions to answer', '');
  if (briefing.questions.length === 0) lines.push('No questions were found for this keyword.');
  for (const q of briefing.questions) lines.push(`- ${escapeMarkdown(q)}`);
  return `${lines.join('\n')}\n`;
}
