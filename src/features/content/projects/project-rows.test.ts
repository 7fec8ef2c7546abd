import { describe, expect, it } from 'vitest';
import type { ContentProject } from '../../../domain/contracts/content.ts';
import { PROJECT_COLUMN, projectRowKeys, projectRows } from './project-rows.ts';

function project(id: number, overrides: Partial<ContentProject> = {}): ContentProject {
  return {
    id, main_keyword: 'glühwein selber machen', secondary_keywords: [], location: 2276, language: 'de', device: 'desktop', status: 'ready', job_id: null,
    created_at: '2026-11-24T09:30:00.000Z', competitor_count: 10, selected_count: 8, editor: { content_score: 71.6, word_count: 1234 }, share_id: null,
    ...overrides,
  };
}

describe('content project rows', () => {
  it('names each project by its keyword, adding the market only where two projects share a keyword, then the id', () => {
    const keys = projectRowKeys([
      project(1),
      project(2, { main_keyword: 'kinderpunsch' }),
      project(3, { device: 'mobile' }),
      project(4, { device: 'mobile' }),
    ]);
    expect(keys.get(2)).toBe('kinderpunsch');
    expect(keys.get(1)).toBe('glühwein selber machen (Desktop, Germany, German)');
    expect(keys.get(3)).toBe('glühwein selber machen (Mobile, Germany, German) #3');
    expect(new Set(keys.values()).size).toBe(4);
  });

  it('carries status, score with its band, word count, competitors and the German creation day', () => {
    const { rows, byKey } = projectRows([project(1), project(2, { main_keyword: 'kinderpunsch', status: 'fetching', editor: { content_score: null, word_count: null }, selected_count: 0, competitor_count: 0 })]);
    const [done, fetching] = rows;
    expect(done?.[`custom_${PROJECT_COLUMN.status}`]).toBe(2);
    expect(done?.[`custom_${PROJECT_COLUMN.score}`]).toBe(72);
    expect(done?.[`custom_${PROJECT_COLUMN.band}`]).toBe(3);
    expect(done?.[`custom_${PROJECT_COLUMN.words}`]).toBe(1234);
    expect(done?.[`custom_${PROJECT_COLUMN.competitors}`]).toBe('8 of 10 selected');
    expect(done?.[`custom_${PROJECT_COLUMN.created}`]).toBe('24.11.2026');
    expect(fetching?.[`custom_${PROJECT_COLUMN.status}`]).toBe(1);
    expect(fetching?.[`custom_${PROJECT_COLUMN.score}`]).toBeNull();
    expect(fetching?.[`custom_${PROJECT_COLUMN.band}`]).toBeNull();
    expect(byKey.get('kinderpunsch')?.id).toBe(2);
  });

  it('puts a score of 33 in the middle band and 32 in the low one', () => {
    const band = (score: number) => projectRows([project(1, { editor: { content_score: score, word_count: 1 } })]).rows[0]?.[`custom_${PROJECT_COLUMN.band}`];
    expect([band(32), band(33), band(66), band(67)]).toEqual([1, 2, 2, 3]);
  });
});
