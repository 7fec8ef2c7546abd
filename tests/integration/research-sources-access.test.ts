// POST /api/v2/sources/ and the historical volume call: who may use them, and bad input named by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';
import { countingProviders, HISTORICAL, market, sourceClient } from './research-sources-support.ts';

describe.each(databaseKinds)('research sources: access and bad input on %s', (kind) => {
  let t: TestApp;
  let counting: ReturnType<typeof countingProviders>;
  let power: LoggedIn;
  let ideas: LoggedIn;
  let plan2: LoggedIn;
  beforeAll(async () => {
    counting = countingProviders();
    t = await createTestApp(kind, { providers: counting.providers });
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    power = await login('power@demo.test');
    ideas = await login('ideas@demo.test');
    plan2 = await login('plan2@demo.test');
  });
  afterAll(() => t.close());
  const { post, answer } = sourceClient(() => t);

  describe('access', () => {
    it('ideas@demo.test (right 8 only) may use Ideas but not Suggests or Questions; plan 2 may not use Questions', async () => {
      await answer(ideas, 'ideas', { keyword: 'punsch' });
      for (const type of ['suggests', 'questions']) {
        const refused = await post(ideas, type, { keyword: 'punsch' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toContain(`/${type}`);
      }
      const blocked = await post(plan2, 'questions', { keyword: 'punsch' });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json<{ message: string }>().message).toContain('/questions');
    });

    it('historical volume needs the /searchvolume or the /questions screen (right 10 or 11)', async () => {
      const db = t.database.handle.db;
      const historical = () => t.post(HISTORICAL, { keywords: ['glühwein'], company: power.company_id, user: power.id, ...market }, { token: power.token });
      await db.deleteFrom('user_rights').where('user_id', '=', power.id).where('right_id', '=', 10).execute();
      try {
        expect((await historical()).statusCode).toBe(200);
        await db.deleteFrom('user_rights').where('user_id', '=', power.id).where('right_id', '=', 11).execute();
        try {
          const refused = await historical();
          expect(refused.statusCode).toBe(403);
          expect(refused.json<{ message: string }>().message).toContain('/searchvolume, /questions');
        } finally {
          await db.insertInto('user_rights').values({ user_id: power.id, right_id: 11 }).execute();
        }
      } finally {
        await db.insertInto('user_rights').values({ user_id: power.id, right_id: 10 }).execute();
      }
      expect((await historical()).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([
      ['ideas', { keyword: 'x', view: 'cloud' }, {}, 'options.view'],
      ['suggests', { keyword: 'x', patterns: [] }, {}, 'options.patterns'],
      ['suggests', { keyword: 'x', patterns: ['alphabet', 'emoji'] }, {}, 'options.patterns.1'],
      ['ideas', { keyword: 'x', limit: 0 }, {}, 'options.limit'],
      ['ideas', { keyword: 'x', limit: 1001 }, {}, 'options.limit'],
      ['questions', { keyword: 'x', offset: 10_001 }, {}, 'options.offset'],
      ['ideas', { keyword: 'x', offset: -1 }, {}, 'options.offset'],
      ['suggests', { keyword: 'x', limit: 10 }, {}, 'options.limit'],
      ['ideas', { keyword: 'x' }, { depth: 3 }, 'depth'],
    ])('refuses %s with options %j and %j with 400 naming %s', async (type, options, extra, field) => {
      const response = await post(power, type, options, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field });
    });

    it('refuses a seed that breaks a phrase rule with the spec’s message, asking no provider', async () => {
      const before = { ...counting.state.calls };
      const response = await post(power, 'suggests', { keyword: 'a'.repeat(81) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'options.keyword', message: 'options.keyword: not more than 80 characters per phrase' });
      expect(counting.state.calls).toEqual(before);
    });
  });
});
