/**
 * Chooses the adapter of every port from the environment (empty variables count as unset): the
 * first adapter in provider-registry.ts whose account is configured, else the offline sample.
 * A value that breaks its rule, or an account only half configured (a DataForSEO login without its
 * password), fails the start with a message naming the variable.
 */
import type { PortName, ProviderName, ProviderPorts, Providers } from './ports.ts';
import { providerRegistry, type ProviderRegistry } from './provider-registry.ts';
import type { PortRegistration } from './registry/port-adapter.ts';
import type { PresentEnv, SelectOptions, Selection } from './registry/provider-account.ts';

export class ProviderConfigError extends Error {}

type Account = PortRegistration<unknown>['adapters'][number]['account'];

function accountsOf(registry: ProviderRegistry): Account[] {
  const all: Account[] = Object.values(registry).flatMap((registration: PortRegistration<unknown>) => registration.adapters.map((adapter) => adapter.account));
  return [...new Set(all)];
}

function fail(lines: string[]): never {
  throw new ProviderConfigError(`Invalid provider configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

function choose<P>(registration: PortRegistration<P>, selection: Selection): { port: P; name: ProviderName } {
  for (const adapter of registration.adapters) {
    const port = adapter.create(selection);
    if (port !== undefined) return { port, name: adapter.name };
  }
  return { port: registration.sample(), name: 'sample' };
}

/** Every variable a provider account reads; `.env.example` lists each (server/env-example.test.ts). */
export function providerVariables(registry: ProviderRegistry = providerRegistry): string[] {
  return [...new Set(accountsOf(registry).flatMap((account) => account.variables))];
}

/** `registry` is for tests of the choosing itself; the server always uses provider-registry.ts. */
export function selectProviders(env: NodeJS.ProcessEnv = process.env, options: SelectOptions = {}, registry: ProviderRegistry = providerRegistry): Providers {
  const accounts = accountsOf(registry);
  const keys = new Set(accounts.flatMap((account) => account.variables));
  const present: PresentEnv = Object.fromEntries([...keys].flatMap((key) => (env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]])));
  const selection: Selection = { env: present, options };
  // A variable two accounts share (PROVIDER_TIMEOUT_MS) is named once.
  const problems = [...new Set(accounts.flatMap((account) => account.problems(selection)))];
  if (problems.length > 0) fail(problems);
  const missing = accounts.flatMap((account) => account.missing(selection));
  if (missing.length > 0) fail(missing);

  const ports = {} as ProviderPorts;
  const names = {} as Record<PortName, string>;
  // One loop over the registry's keys, so a new port needs no line here.
  const pick = <K extends PortName>(key: K): void => {
    const chosen = choose<ProviderPorts[K]>(registry[key], selection);
    ports[key] = chosen.port;
    names[key] = chosen.name;
  };
  for (const key of Object.keys(registry) as PortName[]) pick(key);
  return { ...ports, names };
}
