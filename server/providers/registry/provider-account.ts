import { z } from 'zod';
import type { Clock } from '../rate-limiter.ts';

/** What a test may swap under every adapter: the rate limiters' clock and the HTTP client. */
export interface SelectOptions {
  clock?: Clock;
  fetch?: typeof fetch;
}

/** The environment as selectProviders reads it: only variables that are set and not empty. */
export type PresentEnv = Readonly<Record<string, string>>;

/** One start-up's view of the environment; an account connects at most once per view. */
export type Selection = { env: PresentEnv; options: SelectOptions };

/**
 * The configuration one provider account reads from the environment (DataForSEO's login and
 * limits, the autocomplete URL), and the connection its port adapters share: one client, one set
 * of rate limiters, however many ports it serves.
 */
export interface ProviderAccount<C> {
  /** Every variable the account reads. */
  readonly variables: readonly string[];
  /** The variables that switch the account on; all of them, or none. */
  readonly required: readonly string[];
  /** `VARIABLE: message` for each variable whose value breaks its rule. */
  problems(selection: Selection): string[];
  /** `VARIABLE: message` for each required variable left out while another one is set. */
  missing(selection: Selection): string[];
  /** The connection when every required variable is set, else undefined. */
  connect(selection: Selection): C | undefined;
}

export type AccountSpec<S extends z.ZodRawShape, C> = {
  env: S;
  required: readonly (keyof S & string)[];
  /** Said for a required variable left out while another is set; by default it names the others. */
  together?: string;
  connect(config: z.infer<z.ZodObject<S>>, options: SelectOptions): C;
};

export function providerAccount<S extends z.ZodRawShape, C>(spec: AccountSpec<S, C>): ProviderAccount<C> {
  const schema = z.object(spec.env);
  // Rules of the values that are set; whether the required ones are set is `missing`'s question.
  const rules = schema.partial();
  const variables = Object.keys(spec.env);
  const own = (env: PresentEnv) => Object.fromEntries(variables.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])));
  // Memoised per selection, so the ports of one account share one connection.
  const connections = new WeakMap<Selection, C>();
  return {
    variables,
    required: spec.required,
    problems: ({ env }) => {
      const parsed = rules.safeParse(own(env));
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`);
    },
    missing: ({ env }) => {
      const unset = spec.required.filter((key) => env[key] === undefined);
      if (unset.length === 0 || unset.length === spec.required.length) return [];
      const together = spec.together ?? `must be set together with ${spec.required.filter((key) => !unset.includes(key)).join(' and ')}`;
      return unset.map((key) => `${key}: ${together}`);
    },
    connect(selection) {
      if (spec.required.some((key) => selection.env[key] === undefined)) return undefined;
      const known = connections.get(selection);
      if (known) return known;
      const connection = spec.connect(schema.parse(own(selection.env)), selection.options);
      connections.set(selection, connection);
      return connection;
    },
  };
}
