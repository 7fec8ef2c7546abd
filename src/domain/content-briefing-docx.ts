/** The briefing as a Word document (issue 24). */
import type { Briefing } from './content-briefing.ts';
import { briefingFacts, rangeText } from './content-briefing-markdown.ts';
import { docxOf, type DocxBlock } from './content-docx.ts';
import { formatNumber } from './number-format.ts';

const text = (t: string) => [{ text: t }];

export function briefingBlocks(briefing: Briefing): DocxBlock[] {
  const blocks: DocxBlock[] = [{ kind: 'heading', level: 1, runs: text(`Briefing: ${briefing.keyword}`) }];
  for (const fact of briefingFacts(briefing)) blocks.push({ kind: 'bullet', runs: text(fact) });
  blocks.push({ kind: 'heading', level: 2, runs: text('Suggested headings') });
  if (briefing.headings.length === 0) blocks.push({ kind: 'paragraph', runs: text('No headings found on the selected competitors.') });
  for (const h of briefing.headings) {
    blocks.push({ kind: 'bullet', depth: h.level === 3 ? 1 : 0, runs: [{ text: `H${h.level}: `, bold: true }, { text: `${h.text} (${formatNumber(h.pages)} of ${formatNumber(briefing.competitorCount)} pages)` }] });
  }
  blocks.push({ kind: 'heading', level: 2, runs: text('Terms to use') });
  if (briefing.terms.length === 0) blocks.push({ kind: 'paragraph', runs: text('No terms: select competitors first.') });
  else blocks.push({ kind: 'table', header: ['Term', 'Uses', 'Must use'], rows: briefing.terms.map((t) => [t.term, rangeText(t.range.min, t.range.max), t.mustUse ? 'yes' : 'no']) });
  blocks.push({ kind: 'heading', level: 2, runs: text('Questions to answer') });
  if (briefing.questions.length === 0) blocks.push({ kind: 'paragraph', runs: text('No questions were found for this keyword.') });
  for (const q of briefing.questions) blocks.push({ kind: 'bullet', runs: text(q) });
  return blocks;
}

/** The .docx bytes of the briefing; the screen wraps them in a Blob to download. */
export function briefingToDocx(briefing: Briefing): Promise<Uint8Array> {
  return docxOf(`Briefing: ${briefing.keyword}`, briefingBlocks(briefing));
}
