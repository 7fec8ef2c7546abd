import type { AccessContext } from './access-rules.ts';
import type { StartupData } from './contracts/startup.ts';

/** The start-up fields access is judged on; the server loads only these for each API call. */
export type AccessFacts = Pick<
  StartupData,
  | 'admin'
  | 'plan'
  | 'userRights'
  | 'company_status'
  | 'research_suite'
  | 'research_status'
  | 'content_suite'
  | 'content_status'
  | 'content_suite_group'
  | 'monitoring_suite'
  | 'monitoring_status'
  | 'ai_suite'
  | 'ai_status'
  | 'ki_chat'
  | 'chat_status'
> & { company: Pick<StartupData['company'], 'settings'> };

/**
 * The access context of a user in the company the start-up data was loaded for. Client and
 * server build it from the same start-up fields, so they judge a route alike.
 */
export function accessContextFromStartup(startup: AccessFacts): AccessContext {
  return {
    admin: startup.admin,
    plan: startup.plan.plan,
    rights: new Set(startup.userRights.map((entry) => entry.rightID)),
    companyStatus: startup.company_status,
    suites: {
      research: { user: startup.research_suite, status: startup.research_status },
      content: { user: startup.content_suite, status: startup.content_status },
      monitoring: { user: startup.monitoring_suite, status: startup.monitoring_status },
      ai: { user: startup.ai_suite, status: startup.ai_status },
      chat: { user: startup.ki_chat, status: startup.chat_status },
    },
    contentGroup: startup.content_suite_group.id,
    features: {
      internalSearches: startup.company.settings.internal_searches,
      extraNavigation: startup.company.settings.extra_navigation,
    },
  };
}
