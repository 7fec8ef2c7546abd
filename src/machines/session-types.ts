import type { LoginSuccess } from '../domain/contracts/login.ts';

/**
 * The session kept in local storage under the keys of SPEC §3. The storage adapter (client)
 * encrypts company_id; machines only see plain values.
 */
export interface Session {
  readonly token: string;
  /** The e-mail address the user logged in with (storage key `user`). */
  readonly user: string;
  readonly id: number;
  readonly company_id: number;
  readonly plan: number;
  readonly username: string;
}

/** The storage keys a failed login check or a logout deletes (SPEC §4). */
export const SESSION_STORAGE_KEYS = ['token', 'user', 'id', 'company_id', 'plan', 'username'] as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

export function sessionFromLogin(answer: LoginSuccess): Session {
  return {
    token: answer.token,
    user: answer.mail,
    id: answer.id,
    company_id: answer.company_id,
    plan: answer.plan,
    username: answer.username,
  };
}

/** Injected navigation: `replace` so redirects of SPEC §4/§6 do not make Back loop (docs/architecture.md). */
export interface NavigateParams {
  readonly to: string;
  readonly replace: boolean;
}
