import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../api/http.ts';
import type { ContentProject } from '../../../domain/contracts/content.ts';
import { frameStateOf, type FrameInput, type ReadView } from './frame-state.ts';

const project: ContentProject = {
  id: 7, main_keyword: 'glühwein selber machen', secondary_keywords: [], location: 2276, language: 'de', device: 'desktop', status: 'ready', job_id: null,
  created_at: '2026-11-24T09:30:00.000Z', competitor_count: 10, selected_count: 10, editor: { content_score: null, word_count: null }, share_id: null,
};
const idle: ReadView = { data: undefined, error: null, retry: () => undefined };
const answered: ReadView = { ...idle, data: { project } };
const refused = (status: number, message: string): ReadView => ({ ...idle, error: new ApiCallError(status, message) });
const input = (overrides: Partial<FrameInput>): FrameInput => ({ projectId: 7, shareId: null, loggedIn: true, companyId: 1, shared: idle, member: idle, ...overrides });

describe('content project frame state', () => {
  it('shows a shared project read-only, to anyone, without naming a company', () => {
    for (const loggedIn of [false, true]) {
      expect(frameStateOf(input({ shareId: 'abc', loggedIn, shared: answered }))).toEqual({ kind: 'ready', project, readOnly: true, shareId: 'abc', companyId: null });
    }
  });

  it('shows a member their own project, editable', () => {
    expect(frameStateOf(input({ member: answered }))).toEqual({ kind: 'ready', project, readOnly: false, shareId: null, companyId: 1 });
  });

  it('says the link is incomplete without a share id and without a session, asking nothing', () => {
    expect(frameStateOf(input({ loggedIn: false, companyId: null }))).toEqual({ kind: 'refused', message: null });
    expect(frameStateOf(input({ projectId: null, shareId: 'abc', shared: answered }))).toEqual({ kind: 'refused', message: null });
  });

  it('takes the server’s 404, 401 and 403 as a refused link, with its reason and nothing of the project', () => {
    const revoked = 'share_id: this link is incomplete or the project is no longer shared.';
    expect(frameStateOf(input({ shareId: 'old', shared: refused(404, revoked) }))).toEqual({ kind: 'refused', message: revoked });
    expect(frameStateOf(input({ member: refused(403, 'content suite needed') }))).toEqual({ kind: 'refused', message: 'content suite needed' });
    expect(frameStateOf(input({ member: refused(404, 'project_id: no content project 7 in company 1.') })).kind).toBe('refused');
  });

  it('offers a retry for other failures, and waits while nothing has answered', () => {
    const retry = vi.fn();
    const state = frameStateOf(input({ member: { data: undefined, error: new ApiCallError(0, 'The server cannot be reached.'), retry } }));
    expect(state.kind).toBe('error');
    if (state.kind === 'error') state.retry();
    expect(retry).toHaveBeenCalledOnce();
    expect(frameStateOf(input({})).kind).toBe('loading');
    expect(frameStateOf(input({ companyId: null })).kind).toBe('loading');
  });
});
