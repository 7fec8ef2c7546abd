import { assign, setup } from 'xstate';
import { visibleNavigation, type NavGroup, type Navigation } from '../domain/access-nav.ts';
import { accessContextFromStartup } from '../domain/access-context.ts';
import type { AccessContext } from '../domain/access-rules.ts';
import type { StartupData } from '../domain/contracts/startup.ts';

export const EMPTY_NAVIGATION: Navigation = { suites: [], extra: [] };

interface SuiteStatusContext {
  /** The declared entries (the route manifests' navigation), given as input so the machine stays pure. */
  readonly groups: readonly NavGroup[];
  readonly companyId: number | null;
  readonly access: AccessContext | null;
  readonly navigation: Navigation;
}

export type SuiteStatusEvent =
  /** New start-up data: after login, after a company switch, after a reload of the data. */
  | { readonly type: 'STARTUP_LOADED'; readonly startup: StartupData }
  /** Logout or a switch in progress: nothing shows until the next data arrives. */
  | { readonly type: 'STARTUP_CLEARED' };

/**
 * Which suites and entries the side navigation shows (rule in domain/access-nav.ts), recomputed
 * whenever the start-up data changes. Decision: while the data of a switched-to company loads,
 * the navigation is empty rather than showing the previous company's suites.
 */
export const suiteStatusMachine = setup({
  types: {} as { context: SuiteStatusContext; events: SuiteStatusEvent; input: { groups: readonly NavGroup[] } },
}).createMachine({
  id: 'suiteStatus',
  context: ({ input }) => ({ groups: input.groups, companyId: null, access: null, navigation: EMPTY_NAVIGATION }),
  initial: 'loading',
  on: {
    STARTUP_LOADED: {
      target: '.ready',
      actions: assign(({ context, event }) => {
        const access = accessContextFromStartup(event.startup);
        return { companyId: event.startup.company.id, access, navigation: visibleNavigation(access, context.groups) };
      }),
    },
    STARTUP_CLEARED: {
      target: '.loading',
      actions: assign({ companyId: null, access: null, navigation: EMPTY_NAVIGATION }),
    },
  },
  states: {
    loading: {},
    ready: {},
  },
});
