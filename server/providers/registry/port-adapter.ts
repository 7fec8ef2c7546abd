import type { ProviderName } from '../ports.ts';
import type { ProviderAccount, Selection } from './provider-account.ts';

/** One adapter of one port: its name (for logs, the cache key and /api/health) and the account it needs. */
export interface PortAdapter<P> {
  readonly name: ProviderName;
  readonly account: Pick<ProviderAccount<unknown>, 'variables' | 'required' | 'problems' | 'missing'>;
  /** The port, when the account is configured. */
  create(selection: Selection): P | undefined;
}

export function portAdapter<C, P>(name: ProviderName, account: ProviderAccount<C>, port: (connection: C) => P): PortAdapter<P> {
  return {
    name,
    account,
    create(selection) {
      const connection = account.connect(selection);
      return connection === undefined ? undefined : port(connection);
    },
  };
}

/** What a port offers: its adapters, first configured first served, and the offline sample otherwise. */
export type PortRegistration<P> = {
  adapters: readonly PortAdapter<P>[];
  sample(): P;
};
