import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AiProject, AiTaskSummary } from './contracts/ai-suite.ts';
import type { ChatStateResponse } from './contracts/ai-chat.ts';
import type { ContentProject } from './contracts/content.ts';
import { aiFigure, chatFigure, contentFigure } from './home-suite-figures.ts';

const content = (id: number, keyword: string, score: number | null): ContentProject => ({
  id, main_keyword: keyword, secondary_keywords: [], location: 2276, language: 'de', device: 'desktop', status: 'ready', job_id: null,
  created_at: '2026-11-01T06:00:00.000Z', competitor_count: 10, selected_count: 10, editor: { content_score: score, word_count: score === null ? null : 300 }, share_id: null,
});
const task = (rows: number, accepted: number): AiTaskSummary => ({ task: 'description', rows, accepted, rejected: 0, job: null });
const ai = (id: number, tasks: AiTaskSummary[]): AiProject => ({
  id, name: `P${id}`, source: 'keyword', source_name: 'k', collection_id: null, content_project_id: null, keyword_count: 1, location: 2276, language: 'de', created_at: '2026-11-01', tasks,
});
const chat = (enabled: boolean, conversations: Array<[string, string]>): ChatStateResponse => ({
  enabled, uses_model: false, quota: { daily_limit: null, used_today: 0, remaining: null },
  conversations: conversations.map(([title, updated], i) => ({ id: i + 1, title, updated_at: updated })),
});

describe('contentFigure', () => {
  it('counts the projects and averages only the scored drafts, naming the best with its band', () => {
    const figure = contentFigure([content(1, 'glühwein', 41.6), content(2, 'punsch', null), content(3, 'eierpunsch', 72.2)]);
    expect(figure).toEqual({ projects: 3, scored: 2, averageScore: 57, best: { keyword: 'eierpunsch', score: 72, band: 'high' } });
  });

  it('has no average and no best while no draft is scored, and nothing at all without projects', () => {
    expect(contentFigure([content(1, 'glühwein', null)])).toEqual({ projects: 1, scored: 0, averageScore: null, best: null });
    expect(contentFigure([])).toEqual({ projects: 0, scored: 0, averageScore: null, best: null });
  });

  it('names a best draft no other draft beats, and an average between the lowest and the highest (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), { maxLength: 10 }), (scores) => {
        const figure = contentFigure(scores.map((s, i) => content(i + 1, `k${i}`, s)));
        const scored = scores.filter((s): s is number => s !== null);
        expect(figure.scored).toBe(scored.length);
        if (scored.length === 0) {
          expect(figure.best).toBeNull();
          return;
        }
        expect(figure.best?.score).toBe(Math.max(...scored));
        expect(figure.averageScore).toBeGreaterThanOrEqual(Math.min(...scored));
        expect(figure.averageScore).toBeLessThanOrEqual(Math.max(...scored));
      }),
    );
  });
});

describe('aiFigure', () => {
  it('adds up the texts and the accepted texts over every task of every project', () => {
    expect(aiFigure([ai(1, [task(20, 5), task(3, 0)]), ai(2, [])])).toEqual({ projects: 2, texts: 23, accepted: 5 });
    expect(aiFigure([])).toEqual({ projects: 0, texts: 0, accepted: 0 });
  });
});

describe('chatFigure', () => {
  it('counts the conversations and names the one changed last', () => {
    const state = chat(true, [['Older', '2026-11-01T08:00:00.000Z'], ['Newest', '2026-11-03T08:00:00.000Z'], ['Middle', '2026-11-02T08:00:00.000Z']]);
    expect(chatFigure(state)).toEqual({ enabled: true, conversations: 3, latest: 'Newest' });
    expect(chatFigure(chat(false, []))).toEqual({ enabled: false, conversations: 0, latest: null });
  });
});
