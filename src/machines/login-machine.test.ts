import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import type { LoginRequest, LoginResponse } from '../domain/contracts/login.ts';
import type { StartupData } from '../domain/contracts/startup.ts';
import { loginMachine, type LoginCallResult, type SsoCallResult } from './login-machine.ts';
import { LOGIN_MESSAGES } from './login-messages.ts';
import type { NavigateParams, Session } from './session-types.ts';
import { advance } from '../../tests/support/test-clock.ts';

const POWER_ANSWER: LoginResponse = {
  login: 1, token: 't-1', id: 2, company_id: 1, plan: 4, username: 'Paul Power', mail: 'power@demo.test',
};
const POWER_SESSION: Session = { token: 't-1', user: 'power@demo.test', id: 2, company_id: 1, plan: 4, username: 'Paul Power' };

interface Setup {
  readonly answers?: LoginCallResult[];
  readonly sso?: SsoCallResult | 'throws';
  readonly startup?: StartupData | 'throws';
  readonly redirect?: string | null;
}

function start({ answers = [], sso = { kind: 'failed' }, startup = DEMO_STARTUP.power, redirect = null }: Setup) {
  const log: string[] = [];
  const calls: LoginRequest[] = [];
  const stored: Session[] = [];
  const navigations: NavigateParams[] = [];
  const clock = new SimulatedClock();
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<LoginCallResult, LoginRequest>(async ({ input }) => {
        calls.push(input);
        return answers.shift() ?? { kind: 'network_error' };
      }),
      ssoLogin: fromPromise<SsoCallResult, { code: string }>(async ({ input }) => {
        log.push(`sso:${input.code}`);
        if (sso === 'throws') throw new Error('offline');
        return sso;
      }),
      loadStartup: fromPromise<StartupData, Session>(async ({ input }) => {
        log.push(`startup:${input.user}`);
        if (startup === 'throws') throw new Error('500');
        return startup;
      }),
    },
    actions: {
      storeSession: (_, session) => stored.push(session),
      clearSession: () => log.push('clear'),
      navigate: (_, params) => navigations.push(params),
    },
  });
  const actor = createActor(machine, { input: { redirect }, clock }).start();
  return { actor, clock, log, calls, stored, navigations };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !['submitting', 'sso', 'loadingStartup'].includes(String(s.value)));

describe('login machine: the five outcomes of SPEC §4', () => {
  it.each([
    [{ nousererror: 1 } as const, 'nouser', LOGIN_MESSAGES.nouser],
    [{ inactiverror: 1 } as const, 'inactive', LOGIN_MESSAGES.inactive],
    [{ verificationerror: 1 } as const, 'verification', LOGIN_MESSAGES.verification],
    [{ login: 0 } as const, 'wrong_password', 'E-mail or password is wrong.'],
  ])('%j → %s with its message, no session stored', async (response, failure, message) => {
    const { actor, stored, navigations } = start({ answers: [{ kind: 'answer', response }] });
    actor.send({ type: 'SUBMIT', email: 'x@demo.test', pass: 'secret' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({ failure, message, credentials: null, session: null });
    expect(stored).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('success stores the session, loads the start-up data and goes to the allowed wanted path', async () => {
    const { actor, calls, stored, log, navigations } = start({
      answers: [{ kind: 'answer', response: POWER_ANSWER }],
      redirect: '/questions',
    });
    actor.send({ type: 'SUBMIT', email: 'power@demo.test', pass: 'demo-Passw0rd' });
    await settled(actor);
    expect(calls).toEqual([{ email: 'power@demo.test', pass: 'demo-Passw0rd' }]);
    expect(stored).toEqual([POWER_SESSION]);
    expect(log).toEqual(['startup:power@demo.test']);
    expect(navigations).toEqual([{ to: '/questions', replace: true }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ credentials: null, startup: DEMO_STARTUP.power, message: null });
  });

  it('goes to / when the wanted path is not allowed for the user', async () => {
    const { actor, navigations } = start({
      answers: [{ kind: 'answer', response: POWER_ANSWER }],
      startup: DEMO_STARTUP.basic,
      redirect: '/questions',
    });
    actor.send({ type: 'SUBMIT', email: 'basic@demo.test', pass: 'p' });
    await settled(actor);
    expect(navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('a failed start-up load after login can be retried', async () => {
    const { actor } = start({ answers: [{ kind: 'answer', response: POWER_ANSWER }], startup: 'throws' });
    actor.send({ type: 'SUBMIT', email: 'power@demo.test', pass: 'p' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('startupFailed');
    expect(actor.getSnapshot().context.message).toBe(LOGIN_MESSAGES.startup);
  });
});

describe('login machine: call failures', () => {
  it('a network error keeps the credentials and RETRY sends them again', async () => {
    const { actor, calls, stored } = start({
      answers: [{ kind: 'network_error' }, { kind: 'answer', response: POWER_ANSWER }],
    });
    actor.send({ type: 'SUBMIT', email: 'power@demo.test', pass: 'p' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('networkError');
    expect(actor.getSnapshot().context.message).toBe(LOGIN_MESSAGES.network);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(stored).toEqual([POWER_SESSION]);
  });

  it('HTTP 429 locks the form for Retry-After seconds, then unlocks it', async () => {
    const { actor, clock, calls } = start({ answers: [{ kind: 'rate_limited', retryAfterSeconds: 30 }] });
    actor.send({ type: 'SUBMIT', email: 'a@demo.test', pass: 'p' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('rateLimited');
    expect(actor.getSnapshot().context.message).toBe('Too many login attempts. Please try again in 30 seconds.');
    actor.send({ type: 'SUBMIT', email: 'a@demo.test', pass: 'p' });
    advance(clock, 29_999);
    expect(actor.getSnapshot().value).toBe('rateLimited');
    advance(clock, 1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe('login machine: single sign-on', () => {
  it('success stores the session, loads the start-up data and goes to /', async () => {
    const { actor, stored, log, navigations } = start({
      sso: { kind: 'ok', session: POWER_SESSION },
      redirect: '/questions',
    });
    actor.send({ type: 'SSO', code: 'one-time' });
    await settled(actor);
    expect(log).toEqual(['sso:one-time', 'startup:power@demo.test']);
    expect(stored).toEqual([POWER_SESSION]);
    expect(navigations).toEqual([{ to: '/', replace: true }]);
  });

  it.each([[{ kind: 'failed' } as const], ['throws' as const]])('failure (%j) clears the session and goes to /login', async (sso) => {
    const { actor, stored, log, navigations } = start({ sso });
    actor.send({ type: 'SSO', code: 'expired' });
    await settled(actor);
    expect(log).toEqual(['sso:expired', 'clear']);
    expect(stored).toEqual([]);
    expect(navigations).toEqual([{ to: '/login', replace: true }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBe(LOGIN_MESSAGES.sso);
  });
});
