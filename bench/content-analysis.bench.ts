// Times the content suite's pure work (issue 24): the term analysis of 10 competitor pages of 3,000
// words, and the content score of a 3,000-word draft as the writer types. Times are CPU milliseconds.
// Run: node --import tsx bench/content-analysis.bench.ts
import { buildBriefing } from '../src/domain/content-briefing.ts';
import { createDraftCounter } from '../src/domain/content-draft-counter.ts';
import type { DraftBlock } from '../src/domain/content-draft.ts';
import { contentScore } from '../src/domain/content-score.ts';
import { analyseTerms } from '../src/domain/content-term-analysis.ts';
import { termDocument } from '../src/domain/german-terms.ts';
import { keywordWords } from '../src/domain/tokenize.ts';
import { germanPage } from './content-corpus.ts';

const PAGES = 10;
const WORDS = 3000;
const RUNS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
// CPU time of this process, not wall time: on a machine shared with other work the wall clock
// counts the waits for a core too. (GC threads add a little; the figures are upper bounds.)
const time = (run: () => void) => {
  const t0 = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(t0);
  return (user + system) / 1000;
};

const pages = Array.from({ length: PAGES }, (_, i) => germanPage(i + 1, WORDS));
const own = germanPage(99, WORDS);

// Stemming fills a cache on first sight of a word, so the first pass is reported on its own.
const cold = time(() => pages.map((text) => termDocument(text)));
const documents = pages.map((text) => termDocument(text));
const ownDocument = termDocument(own);
const prepare = median(Array.from({ length: RUNS }, () => time(() => pages.map((text) => termDocument(text)))));
const analyse = median(Array.from({ length: RUNS }, () => time(() => analyseTerms(documents, ownDocument))));
const rows = analyseTerms(documents, ownDocument);
console.log(`term analysis, ${PAGES} pages × ${WORDS.toLocaleString('en')} words (${rows.length.toLocaleString('en')} terms):`);
console.log(`  tokenise + stem the pages: first time ${cold.toFixed(1)} ms, then ${prepare.toFixed(1)} ms (median of ${RUNS})`);
console.log(`  analysis over the prepared pages: ${analyse.toFixed(1)} ms (median of ${RUNS})`);
console.log(`  total once prepared pages are kept: ${(prepare + analyse).toFixed(1)} ms`);

// The draft: 3,000 words in paragraphs of 30 words; a keystroke changes one paragraph.
const briefing = buildBriefing({ keyword: 'glühwein selber machen', competitors: pages.map((text, i) => ({ page: { url: `https://example.de/${i}`, title: '', description: '', headings: [], text } })), questions: [] });
const targets = { terms: briefing.terms, wordCount: briefing.wordCount, headings: ['Zutaten', 'Glühwein kochen'], keywords: ['glühwein selber machen'] };
const words = own.split(' ');
const blocks: DraftBlock[] = [];
for (let i = 0; i < words.length; i += 30) blocks.push({ text: words.slice(i, i + 30).join(' '), headingLevel: i % 600 === 0 ? 2 : null });
const counter = createDraftCounter(keywordWords(targets.keywords));
const first = time(() => contentScore(counter(blocks), targets));
const keystrokes: number[] = [];
let score = 0;
for (let k = 0; k < 200; k += 1) {
  const at = (k * 37) % blocks.length;
  const block = blocks[at];
  if (block === undefined) continue;
  blocks[at] = { ...block, text: `${block.text}${k % 5 === 4 ? ' ' : 'e'}` };
  keystrokes.push(time(() => { score = contentScore(counter(blocks), targets).score; }));
}
const sorted = [...keystrokes].sort((a, b) => a - b);
console.log(`content score, ${WORDS.toLocaleString('en')}-word draft in ${blocks.length} blocks, ${targets.terms.length} term targets (score ${score}):`);
console.log(`  first score ${first.toFixed(1)} ms; per keystroke median ${median(keystrokes).toFixed(2)} ms, p95 ${(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(2)} ms (200 keystrokes)`);
