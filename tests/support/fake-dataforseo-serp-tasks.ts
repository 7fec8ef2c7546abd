/**
 * A local stand-in for DataForSEO's Google organic SERP queue (built on fake-provider-server.ts), in
 * the documented format: `task_post` (up to 100 tasks a call, "Task Created." 20100 per task with the
 * task echoed in `data`, 40006 for tasks over the limit), `tasks_ready` (finished tasks not collected
 * yet, with their tag), `task_get/advanced/{id}` ("Task In Queue." 40602 until done, then the advanced
 * result; collected tasks leave the ready list) and `live/advanced`. Tests steer it per keyword:
 * a task error at setting or at collecting, a task that never finishes, a delay before tasks finish.
 */
import { envelope, FAKE_LOGIN, FAKE_PASSWORD, topLevelError } from './fake-dataforseo.ts';
import { startFakeProviderServer, type FakeProviderServer, type FakeReply, type RecordedRequest } from './fake-provider-server.ts';

export const TASK_POST = '/v3/serp/google/organic/task_post';
export const TASKS_READY = '/v3/serp/google/organic/tasks_ready';
export const TASK_GET = '/v3/serp/google/organic/task_get/advanced';
export const LIVE = '/v3/serp/google/organic/live/advanced';
/** The domain the fake ranks at position `keyword.length % 10 + 1`; nowhere for NOT_RANKING. */
export const TRACKED_DOMAIN = 'www.example.de';
export const NOT_RANKING = 'nirgends gelistet';
export const CHECKED_AT = '2026-11-25 06:12:41 +00:00';

export interface TaskStatus {
  status_code: number;
  status_message: string;
}

export interface SerpTaskControls {
  /** Errors task_post answers for a keyword's task (e.g. 40501 invalid field). */
  postErrors: Map<string, TaskStatus>;
  /** Errors task_get answers once a keyword's task is done (e.g. 40101 search-engine error). */
  taskErrors: Map<string, TaskStatus>;
  /** Keywords whose tasks stay "Task In Queue." forever. */
  neverReady: Set<string>;
  /** How long after setting a task is done. */
  readyAfterMs: number;
  /** How many of the next task_get calls answer HTTP 500 (an outage while collecting). */
  getOutages: number;
}

export type FakeSerpTasks = FakeProviderServer & {
  controls: SerpTaskControls;
  /** Every task ever set, by id. */
  tasks: Map<string, QueuedTask>;
};

interface QueuedTask {
  id: string;
  body: Record<string, unknown>;
  postedAt: number;
  collected: boolean;
}

/** Documented: a task_post call may hold at most 100 tasks. */
const TASKS_PER_POST = 100;

export function expectedPosition(keyword: string): number | null {
  return keyword === NOT_RANKING ? null : (keyword.length % 10) + 1;
}

function wrap(tasks: unknown[]) {
  return { version: '0.1.20261101', status_code: 20000, status_message: 'Ok.', time: '0.05 sec.', cost: 0, tasks_count: tasks.length, tasks_error: 0, tasks };
}

function taskEntry(id: string, status: TaskStatus, data: Record<string, unknown>, result: unknown[] | null, fn: string) {
  return { id, ...status, time: '0.01 sec.', cost: fn === 'task_post' ? 0.0006 : 0, result_count: result?.length ?? 0, path: ['v3', 'serp', 'google', 'organic', fn], data: { api: 'serp', function: fn, se: 'google', se_type: 'organic', ...data }, result };
}

/** The advanced result page: a People-also-ask box, then ten organic results. */
export function serpResult(body: Record<string, unknown>) {
  const keyword = String(body['keyword'] ?? '');
  const position = expectedPosition(keyword);
  const organic = Array.from({ length: 10 }, (_, i) => {
    const domain = position === i + 1 ? TRACKED_DOMAIN : `www.rival${i + 1}.example`;
    return { type: 'organic', rank_group: i + 1, rank_absolute: i + 2, position: 'left', domain, title: `${keyword} – ${domain}`, url: `https://${domain}/${encodeURIComponent(keyword)}`, description: `Alles über ${keyword}` };
  });
  return {
    keyword, type: 'organic', se_domain: 'google.de', location_code: body['location_code'], language_code: body['language_code'], check_url: 'https://www.google.de/search?q=x', datetime: CHECKED_AT, spell: null,
    item_types: ['people_also_ask', 'organic', 'images'], se_results_count: 1000, items_count: 11,
    items: [{ type: 'people_also_ask', rank_group: 1, rank_absolute: 1 }, ...organic],
  };
}

function statusOk(): TaskStatus {
  return { status_code: 20000, status_message: 'Ok.' };
}

function bodyTasks(request: RecordedRequest): Record<string, unknown>[] {
  return Array.isArray(request.body) ? (request.body as Record<string, unknown>[]) : [];
}

export async function startFakeSerpTasks(): Promise<FakeSerpTasks> {
  const expected = `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString('base64')}`;
  const controls: SerpTaskControls = { postErrors: new Map(), taskErrors: new Map(), neverReady: new Set(), readyAfterMs: 0, getOutages: 0 };
  const tasks = new Map<string, QueuedTask>();
  let nextId = 1;
  const done = (task: QueuedTask) => !controls.neverReady.has(String(task.body['keyword'])) && Date.now() >= task.postedAt + controls.readyAfterMs;

  const post = (request: RecordedRequest): FakeReply => {
    const entries = bodyTasks(request).map((body, index) => {
      const id = `11250612-1535-0139-0000-${String(nextId++).padStart(12, '0')}`;
      if (index >= TASKS_PER_POST) return taskEntry(id, { status_code: 40006, status_message: 'You can set no more than 100 tasks in one request.' }, body, null, 'task_post');
      const error = controls.postErrors.get(String(body['keyword']));
      if (error) return taskEntry(id, error, body, null, 'task_post');
      tasks.set(id, { id, body, postedAt: Date.now(), collected: false });
      return taskEntry(id, { status_code: 20100, status_message: 'Task Created.' }, body, null, 'task_post');
    });
    return { json: wrap(entries) };
  };

  const ready = (): FakeReply => {
    const list = [...tasks.values()].filter((t) => !t.collected && done(t)).slice(0, 1000);
    const result = list.map((t) => ({ id: t.id, se: 'google', se_type: 'organic', date_posted: '2026-11-25 06:00:00 +00:00', tag: t.body['tag'] ?? null, endpoint_regular: `/v3/serp/google/organic/task_get/regular/${t.id}`, endpoint_advanced: `${TASK_GET}/${t.id}`, endpoint_html: `/v3/serp/google/organic/task_get/html/${t.id}` }));
    return { json: wrap([taskEntry('11250612-0000-0000-0000-ready0000000', statusOk(), {}, result, 'tasks_ready')]) };
  };

  const get = (id: string): FakeReply => {
    if (controls.getOutages > 0) {
      controls.getOutages -= 1;
      return { status: 500, raw: 'Internal Server Error' };
    }
    const task = tasks.get(id);
    if (!task) return { json: wrap([taskEntry(id, { status_code: 40401, status_message: 'Task Not Found.' }, {}, null, 'task_get')]) };
    if (!done(task)) return { json: wrap([taskEntry(id, { status_code: 40602, status_message: 'Task In Queue.' }, task.body, null, 'task_get')]) };
    task.collected = true;
    const error = controls.taskErrors.get(String(task.body['keyword']));
    if (error) return { json: wrap([taskEntry(id, error, task.body, null, 'task_get')]) };
    return { json: wrap([taskEntry(id, statusOk(), task.body, [serpResult(task.body)], 'task_get')]) };
  };

  const server = await startFakeProviderServer((request) => {
    if (request.authorization !== expected) return { status: 401, json: topLevelError(40100, 'You are not authorized to access this resource.') };
    if (request.path === TASK_POST && request.method === 'POST') return post(request);
    if (request.path === TASKS_READY && request.method === 'GET') return ready();
    if (request.path.startsWith(`${TASK_GET}/`) && request.method === 'GET') return get(decodeURIComponent(request.path.slice(TASK_GET.length + 1)));
    const [live] = bodyTasks(request);
    if (request.path === LIVE && live) {
      const error = controls.taskErrors.get(String(live['keyword']));
      return { json: envelope(error ?? { result: [serpResult(live)] }) };
    }
    return { status: 404, json: topLevelError(40400, 'Not Found.') };
  });
  return Object.assign(server, { controls, tasks });
}
