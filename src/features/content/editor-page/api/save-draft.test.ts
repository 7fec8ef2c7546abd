import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../../api/http.ts';
import { saveDraft } from './save-draft.ts';

const draft = (revision: number, html: string) => ({ project_id: 7, html, word_count: 2, revision, updated_at: '2026-11-26T08:00:00.000Z' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as a list of answers; each request's path and body are recorded. */
function server(...answers: (Response | Error)[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ path: url, body: JSON.parse(String(init.body)) });
    const answer = answers.shift();
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  return calls;
}

afterEach(() => void vi.unstubAllGlobals());

describe('saving a draft', () => {
  it('sends the revision it was edited from and answers the new one', async () => {
    const calls = server(json(200, { draft: draft(5, '<p>neu</p>') }));
    expect(await saveDraft(1, 7, 4, '<p>neu</p>')).toEqual({ kind: 'saved', draft: draft(5, '<p>neu</p>') });
    expect(calls).toEqual([{ path: '/api/content/drafts/save', body: { company_id: 1, project_id: 7, revision: 4, html: '<p>neu</p>' } }]);
  });
  it('reads the current draft on a 409, so the writer sees both versions instead of an overwrite', async () => {
    const calls = server(json(409, { error: 'conflict', field: 'revision', message: 'revision: the draft was saved elsewhere' }), json(200, { draft: draft(6, '<p>aus dem anderen Tab</p>') }));
    expect(await saveDraft(1, 7, 4, '<p>meins</p>')).toEqual({ kind: 'conflict', current: draft(6, '<p>aus dem anderen Tab</p>') });
    expect(calls.map((c) => c.path)).toEqual(['/api/content/drafts/save', '/api/content/drafts/get']);
  });
  it('rejects on a lost connection or another refusal, so the autosave keeps the text and retries', async () => {
    server(new TypeError('Failed to fetch'));
    await expect(saveDraft(1, 7, 4, '<p>x</p>')).rejects.toMatchObject({ status: 0 });
    server(json(503, { error: 'unavailable', message: 'down for a moment' }));
    const refusal = await saveDraft(1, 7, 4, '<p>x</p>').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiCallError);
    expect(refusal).toMatchObject({ status: 503 });
  });
});
