/**
 * The writing tasks of the AI Suite (issue 20): what each one writes, how long a text may be and
 * how many variants it offers. The same rules hold for a model's texts and the offline composer's;
 * a text over its limit is cut at a word boundary before it is stored.
 */
import { SERP_LINES, serpFit, type SerpLine } from './serp-pixel-width.ts';

export const AI_TASKS = ['title', 'description', 'faq', 'outline', 'product_text', 'alt_text'] as const;
export type AiTask = (typeof AI_TASKS)[number];

export interface AiTaskRule {
  label: string;
  /** "Generate title tags" */
  action: string;
  maxChars: number;
  variants: number;
  /** The SERP line whose pixel width the text must also keep; null for texts on the page. */
  serpLine: SerpLine | null;
  /**
   * What the task runs over: every keyword of the project, the questions about its main keyword, or
   * the sections of an outline from the briefing of the content project the AI project started from.
   */
  over: 'keywords' | 'questions' | 'briefing';
}

/**
 * Choices the issue leaves open: 3 variants of titles and descriptions (the user picks or edits one),
 * one product text and one alt text per keyword. A product or category text is "short": two or three
 * sentences, at most 200 characters, the longest text a table cell holds. Alt texts keep to 125
 * characters, where screen readers commonly cut. An FAQ answer keeps to 200 as well.
 */
export const AI_TASK_RULES: Readonly<Record<AiTask, AiTaskRule>> = {
  title: { label: 'Title tags', action: 'Generate title tags', maxChars: SERP_LINES.title.maxChars, variants: 3, serpLine: 'title', over: 'keywords' },
  description: {
    label: 'Meta descriptions',
    action: 'Generate meta descriptions',
    maxChars: SERP_LINES.description.maxChars,
    variants: 3,
    serpLine: 'description',
    over: 'keywords',
  },
  faq: { label: 'FAQ', action: 'Generate the FAQ', maxChars: 200, variants: 1, serpLine: null, over: 'questions' },
  // A heading of 120 characters is already long; the H1 and H2s also carry the terms to use.
  outline: { label: 'Outline', action: 'Generate the outline', maxChars: 120, variants: 1, serpLine: null, over: 'briefing' },
  product_text: { label: 'Product texts', action: 'Generate product texts', maxChars: 200, variants: 1, serpLine: null, over: 'keywords' },
  alt_text: { label: 'Alt texts', action: 'Generate alt texts', maxChars: 125, variants: 1, serpLine: null, over: 'keywords' },
};

export function isAiTask(value: unknown): value is AiTask {
  return typeof value === 'string' && (AI_TASKS as readonly string[]).includes(value);
}

/** Whether a text keeps its task's limits: characters, and pixels for a SERP line. */
export function fitsTask(task: AiTask, text: string): boolean {
  const rule = AI_TASK_RULES[task];
  if (rule.serpLine !== null) return serpFit(text, rule.serpLine).fits;
  return [...text].length <= rule.maxChars;
}

/**
 * `text` made to fit its task: whitespace tidied, then cut after the last whole word that fits
 * (a single over-long word is cut by characters). Trailing punctuation of a cut is dropped.
 */
export function fitToTask(task: AiTask, text: string): string {
  const tidy = text.replace(/\s+/gu, ' ').trim();
  if (fitsTask(task, tidy)) return tidy;
  const words = tidy.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept === '' ? word : `${kept} ${word}`;
    if (!fitsTask(task, next)) break;
    kept = next;
  }
  if (kept === '') {
    const chars = [...tidy];
    while (chars.length > 0 && !fitsTask(task, chars.join(''))) chars.pop();
    kept = chars.join('');
  }
  return kept.replace(/[\s,;:–-]+$/u, '');
}

/**
 * Whether every number in `text` (a run of digits) stands in one of the `sources` (the keyword and
 * its data): a model's text that states any other number is not kept, whatever the prompt said.
 */
export function numbersBacked(text: string, sources: readonly string[]): boolean {
  const known = sources.join(' ');
  return (text.match(/\d+/gu) ?? []).every((digits) => known.includes(digits));
}
