import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_TASK_RULES, AI_TASKS, fitsTask, fitToTask, isAiTask, numbersBacked } from './ai-writing-tasks.ts';
import { serpFit } from './serp-pixel-width.ts';

describe('the AI tasks', () => {
  it('keep the issue limits: title 60, description 155', () => {
    expect(AI_TASK_RULES.title.maxChars).toBe(60);
    expect(AI_TASK_RULES.description.maxChars).toBe(155);
    expect(isAiTask('faq')).toBe(true);
    expect(isAiTask('outline')).toBe(true);
    expect(isAiTask('summary')).toBe(false);
    expect(isAiTask(3)).toBe(false);
  });
});

describe('fitToTask', () => {
  it('keeps a text that fits, tidying its spaces', () => {
    expect(fitToTask('title', '  Winterjacke   Damen  ')).toBe('Winterjacke Damen');
  });
  it('cuts after the last whole word and drops a dangling dash', () => {
    const text = 'Winterjacke Damen – warm, leicht und wasserdicht für jeden Wintertag draußen in der Stadt';
    const cut = fitToTask('title', text);
    expect(cut).toBe('Winterjacke Damen – warm, leicht und wasserdicht für jeden');
    expect(serpFit(cut, 'title').fits).toBe(true);
  });
  it('cuts a single over-long word by characters', () => {
    expect(fitToTask('alt_text', 'x'.repeat(300))).toBe('x'.repeat(125));
  });
  it('always fits, and never adds a word', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AI_TASKS), fc.array(fc.stringMatching(/^[A-Za-zÄÖÜäöüß0-9W@]{1,14}$/u), { maxLength: 40 }), (task, words) => {
        const cut = fitToTask(task, words.join(' '));
        expect(fitsTask(task, cut)).toBe(true);
        expect(words.join(' ').startsWith(cut)).toBe(true);
      }),
    );
  });
});

describe('numbersBacked', () => {
  it('keeps numbers the data holds and refuses any other', () => {
    expect(numbersBacked('Skihelm 2025 kaufen', ['skihelm 2025'])).toBe(true);
    expect(numbersBacked('Über 500 Skihelme ab 49 €', ['skihelm'])).toBe(false);
    expect(numbersBacked('Ohne Zahl', [])).toBe(true);
  });
});
