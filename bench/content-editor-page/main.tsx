/**
 * The page of the content editor bench: mounts the real ContentEditor (Tiptap, the live score panel,
 * the draft counter) on a 3,000-word draft with the briefing's targets of ten competitor pages, and
 * times the keystroke that starts a word from its keydown until the score panel shows the change
 * and the frame after it is painted. The bench types through Chromium's input pipeline (CDP key events), as a writer does.
 */
import '../../src/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { buildBriefing } from '../../src/domain/content-briefing.ts';
import type { DraftNode } from '../../src/domain/content-draft.ts';
import type { ScoreTargets } from '../../src/domain/content-score.ts';
import { ContentEditor } from '../../src/features/content/editor/content-editor.tsx';
import { germanPage } from '../content-corpus.ts';

const KEYWORD = 'glühwein selber machen';

export interface EditorBenchInfo {
  readonly words: number;
  readonly blocks: number;
  readonly terms: number;
  /** From mounting until the editor's text is there. */
  readonly mount: number;
}

/** Paragraphs of 30 words, an H2 every 600 words. */
function draftOf(words: number): DraftNode {
  const text = germanPage(99, words).split(' ');
  const content: DraftNode[] = [];
  for (let i = 0; i < text.length; i += 30) {
    if (i % 600 === 0) content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Abschnitt ${i / 600 + 1} zu Glühwein` }] });
    content.push({ type: 'paragraph', content: [{ type: 'text', text: text.slice(i, i + 30).join(' ') }] });
  }
  return { type: 'doc', content };
}

function targetsOf(): ScoreTargets {
  const pages = Array.from({ length: 10 }, (_, i) => germanPage(i + 1, 1500 + 300 * i));
  const briefing = buildBriefing({ keyword: KEYWORD, competitors: pages.map((text, i) => ({ page: { url: `https://example.de/${i}`, title: '', description: '', headings: [], text } })), questions: [] });
  return { terms: briefing.terms, wordCount: briefing.wordCount, headings: briefing.headings.map((h) => h.text), keywords: [KEYWORD] };
}

const latencies: number[] = [];
let armedAt: number | null = null;

/** The first letter of a new word changes the panel (its word count at least). */
export const WORD_STARTS = ['Z', 'h'];

/** From the keydown of a word's first letter to the painted frame after the panel showed the change. */
function watch(panel: Element): void {
  document.addEventListener('keydown', (event) => {
    if (WORD_STARTS.includes(event.key)) armedAt = performance.now();
  }, true);
  new MutationObserver(() => {
    if (armedAt === null) return;
    const start = armedAt;
    armedAt = null;
    requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - start), 0));
  }).observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function mount(words: number): Promise<EditorBenchInfo> {
  const document0 = draftOf(words);
  const targets = targetsOf();
  const host = document.createElement('div');
  host.className = 'screen';
  document.body.append(host);
  const t0 = performance.now();
  createRoot(host).render(<ContentEditor title={KEYWORD} initialDocument={document0} targets={targets} onChange={() => undefined} />);
  for (let frames = 0; frames < 600 && document.querySelector('.content-editor-text p') === null; frames += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const panel = document.querySelector('.content-score-panel');
  if (panel === null || document.querySelector('.content-editor-text p') === null) throw new Error('the editor did not mount');
  watch(panel);
  return { words, blocks: document0.content?.length ?? 0, terms: targets.terms.length, mount: performance.now() - t0 };
}

/** The panel's word count and score as shown. */
function shown(): { words: string; score: string } {
  return {
    words: document.querySelector('.content-facts dd')?.firstChild?.textContent ?? '',
    score: document.querySelector('.content-score-value')?.textContent ?? '',
  };
}

(window as unknown as { __editorBench: object }).__editorBench = { mount, latencies: () => [...latencies], shown };
