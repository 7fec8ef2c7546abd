import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { sessionMachine, type InactiveCheckResult, type TokenCheckResult } from './session-machine.ts';
import { SESSION_STORAGE_KEYS, type NavigateParams, type Session } from './session-types.ts';

const SESSION: Session = { token: 't', user: 'basic@demo.test', id: 3, company_id: 1, plan: 1, username: 'Bea' };

interface Setup {
  readonly session?: Session | null;
  readonly wantedPath?: string;
  readonly token?: TokenCheckResult | 'throws';
  readonly inactive?: InactiveCheckResult | 'throws';
  readonly logout?: 'ok' | 'throws';
}

/** A fake local storage holding the keys of SPEC §3, to see what the clearSession effect deletes. */
function fakeStorage(): Map<string, string> {
  return new Map(SESSION_STORAGE_KEYS.map((key) => [key, 'x']).concat([['theme', 'dark']]) as [string, string][]);
}

function start({ session = SESSION, wantedPath = '/collections', token, inactive, logout = 'ok' }: Setup) {
  const storage = fakeStorage();
  const log: string[] = [];
  const navigations: NavigateParams[] = [];
  const machine = sessionMachine.provide({
    actors: {
      checkToken: fromPromise<TokenCheckResult, Session>(async ({ input }) => {
        log.push(`token:${input.user}`);
        if (token === 'throws') throw new TypeError('Failed to fetch');
        return token ?? { kind: 'answer', loggedIn: true };
      }),
      checkInactive: fromPromise<InactiveCheckResult, { company_id: number }>(async ({ input }) => {
        log.push(`inactive:${input.company_id}`);
        if (inactive === 'throws') throw new TypeError('Failed to fetch');
        return inactive ?? { kind: 'answer', active: true };
      }),
      logoutCall: fromPromise<void, Session>(async () => {
        log.push('logout');
        if (logout === 'throws') throw new Error('503');
      }),
    },
    actions: {
      clearSession: () => SESSION_STORAGE_KEYS.forEach((key) => storage.delete(key)),
      navigate: (_, params) => navigations.push(params),
    },
  });
  const actor = createActor(machine, { input: { session, wantedPath }, clock: new SimulatedClock() }).start();
  return { actor, storage, log, navigations };
}

const settle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => ['active', 'unverified', 'loggedOut'].includes(String(s.value)));

describe('session machine on start', () => {
  it('a valid token and an active account continue where the user is', async () => {
    const { actor, log, navigations, storage } = start({});
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('active');
    expect(log).toEqual(['token:basic@demo.test', 'inactive:1']);
    expect(navigations).toEqual([]);
    expect(storage.size).toBe(7);
  });

  it('a rejected token deletes the six keys and goes to /login?redirect=<wanted path>', async () => {
    const { actor, storage, navigations, log } = start({ token: { kind: 'answer', loggedIn: false }, wantedPath: '/brands?x=1' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, endedBy: 'token_rejected' });
    expect([...storage.keys()]).toEqual(['theme']);
    expect(navigations).toEqual([{ to: '/login?redirect=%2Fbrands%3Fx%3D1', replace: true }]);
    expect(log).toEqual(['token:basic@demo.test']);
  });

  it('decision: a rejected token on an open page clears the keys but stays on the page', async () => {
    const { actor, storage, navigations } = start({ token: { kind: 'answer', loggedIn: false }, wantedPath: '/research/shared/a' });
    await settle(actor);
    expect([...storage.keys()]).toEqual(['theme']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(navigations).toEqual([]);
  });

  it.each([[{ kind: 'network_error' } as const], ['throws' as const]])(
    'a token check without answer (%j) keeps the user where they are (no-redirect flag)',
    async (token) => {
      const { actor, storage, navigations } = start({ token });
      await settle(actor);
      expect(actor.getSnapshot().value).toBe('unverified');
      expect(actor.getSnapshot().context.noRedirect).toBe(true);
      expect(storage.size).toBe(7);
      expect(navigations).toEqual([]);
    },
  );

  it('RECHECK after a network failure checks the token again', async () => {
    const { actor, log } = start({ token: { kind: 'network_error' } });
    await settle(actor);
    actor.send({ type: 'RECHECK' });
    await settle(actor);
    expect(log.filter((entry) => entry.startsWith('token'))).toHaveLength(2);
  });

  it('an account no longer active is logged out and goes to /login', async () => {
    const { actor, storage, navigations, log } = start({ inactive: { kind: 'answer', active: false } });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(log).toEqual(['token:basic@demo.test', 'inactive:1', 'logout']);
    expect(actor.getSnapshot().context.endedBy).toBe('inactive');
    expect([...storage.keys()]).toEqual(['theme']);
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('decision: an inactivity check without answer keeps the session', async () => {
    const { actor } = start({ inactive: 'throws' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('without a stored session it is logged out and leaves navigation to the route guard', async () => {
    const { actor, log, navigations } = start({ session: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(log).toEqual([]);
    expect(navigations).toEqual([]);
  });
});

describe('session machine logout', () => {
  it.each(['ok', 'throws'] as const)('server call %s: keys deleted, /login', async (logout) => {
    const { actor, storage, navigations, log } = start({ logout });
    await settle(actor);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(log.at(-1)).toBe('logout');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, endedBy: 'logout' });
    expect([...storage.keys()]).toEqual(['theme']);
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('a new login after logout makes the session active again', async () => {
    const { actor } = start({ session: null });
    actor.send({ type: 'SIGNED_IN', session: SESSION });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
  });
});
