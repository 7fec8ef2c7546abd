import { defaultCompanySettings, type CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import type { CompanyStatus, SuiteStatus } from '../../src/domain/contracts/suite-status.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { whitelabelPartnerSettings } from '../../src/domain/demo-company-settings.ts';

/**
 * Start-up data of every demo user of docs/demo-data.md, written from that file (companies table for
 * statuses, "suites on the user" column for the user flags).
 */
interface DemoCompany {
  readonly id: number;
  readonly name: string;
  readonly status: CompanyStatus;
  readonly research: SuiteStatus;
  readonly content: SuiteStatus;
  readonly contentGroup: number | null;
  readonly monitoring: SuiteStatus;
  readonly ai: SuiteStatus;
  readonly chat: SuiteStatus;
  readonly settings: CompanySettings;
}

const company = (c: Omit<DemoCompany, 'settings'>, settings: Partial<CompanySettings> = {}): DemoCompany => ({
  ...c,
  settings: { ...defaultCompanySettings, ...settings },
});

export const DEMO_COMPANIES = {
  1: company({ id: 1, name: 'Demo GmbH', status: 'active', research: 'active', content: 'active', contentGroup: 1,
    monitoring: 'active', ai: 'active', chat: 'active' }),
  2: company(
    { id: 2, name: 'Orange Media', status: 'active', research: 'active', content: 'testing', contentGroup: 2,
      monitoring: 'active', ai: 'free', chat: 'free' },
    { theme: 'orange', amazon_column: true, internal_searches: true },
  ),
  3: company(
    { id: 3, name: 'Whitelabel Partner AG', status: 'active', research: 'active', content: 'inactive',
      contentGroup: null, monitoring: 'active', ai: 'inactive', chat: 'inactive' },
    // The seed's own values, so fixtures and server agree.
    whitelabelPartnerSettings,
  ),
  4: company({ id: 4, name: 'Ended Trial KG', status: 'test_ended', research: 'testing', content: 'testing',
    contentGroup: 1, monitoring: 'testing', ai: 'testing', chat: 'testing' }),
  5: company({ id: 5, name: 'Research Only UG', status: 'active', research: 'testing', content: 'none',
    contentGroup: null, monitoring: 'none', ai: 'free', chat: 'none' }),
} as const satisfies Record<number, DemoCompany>;

type SuiteFlag = 'research' | 'content' | 'monitoring' | 'ai' | 'chat';
const ALL_SUITES: readonly SuiteFlag[] = ['research', 'content', 'monitoring', 'ai', 'chat'];

interface DemoUser {
  readonly id: number;
  readonly name: string;
  readonly mail: string;
  readonly admin: boolean;
  readonly plan: number;
  readonly rights: readonly number[];
  readonly suites: readonly SuiteFlag[];
  readonly companies: readonly DemoCompany[];
}

function startup(user: DemoUser, current: DemoCompany): StartupData {
  const has = (suite: SuiteFlag): boolean => user.suites.includes(suite);
  return {
    userRights: user.rights.map((rightID) => ({ rightID })),
    rate_usd_to_eur: 0.92,
    plan: { plan: user.plan },
    admin: user.admin,
    company_status: current.status,
    campaign: null,
    actual_date: { month: 5, year: 2025 },
    userSettings: { ...defaultUserSettings },
    saved_headers: {},
    research_suite: has('research'),
    content_suite: has('content'),
    content_suite_group: { id: current.contentGroup },
    monitoring_suite: has('monitoring'),
    monitoring_suite_group: null,
    monitoring_domain: null,
    monitoring_device: 'desktop',
    ki_chat: has('chat'),
    ai_suite: has('ai'),
    research_status: current.research,
    content_status: current.content,
    monitoring_status: current.monitoring,
    ai_status: current.ai,
    chat_status: current.chat,
    company: { id: current.id, name: current.name, settings: current.settings },
    companies: user.companies.map(({ id, name }) => ({ id, name })),
    user: { id: user.id, name: user.name, mail: user.mail },
  };
}

const user = (u: DemoUser, current: DemoCompany = u.companies[0] ?? DEMO_COMPANIES[1]): StartupData =>
  startup(u, current);

const c = DEMO_COMPANIES;
const multi: DemoUser = { id: 9, name: 'Mia Multi', mail: 'multi@demo.test', admin: false, plan: 4,
  rights: [1, 8, 9, 10], suites: ['research'], companies: [c[1], c[2]] };

export const DEMO_STARTUP = {
  admin: user({ id: 1, name: 'Ada Admin', mail: 'admin@demo.test', admin: true, plan: 4, rights: [],
    suites: ALL_SUITES, companies: [c[1]] }),
  power: user({ id: 2, name: 'Paul Power', mail: 'power@demo.test', admin: false, plan: 4,
    rights: [1, 8, 9, 10, 11, 12, 17, 25, 42], suites: ALL_SUITES, companies: [c[1]] }),
  basic: user({ id: 3, name: 'Bea Basic', mail: 'basic@demo.test', admin: false, plan: 1,
    rights: [1, 8, 9, 10], suites: ['research', 'content'], companies: [c[1]] }),
  plan2: user({ id: 4, name: 'Pia Plan', mail: 'plan2@demo.test', admin: false, plan: 2,
    rights: [1, 8, 9, 10, 11, 12], suites: ['research', 'monitoring'], companies: [c[1]] }),
  orange: user({ id: 5, name: 'Olli Orange', mail: 'orange@demo.test', admin: false, plan: 3,
    rights: [1, 8, 9, 10, 11, 42], suites: ALL_SUITES, companies: [c[2]] }),
  white: user({ id: 6, name: 'Wim White', mail: 'white@demo.test', admin: false, plan: 4,
    rights: [1, 8, 9, 10], suites: ['research', 'monitoring'], companies: [c[3]] }),
  ended: user({ id: 7, name: 'Erik Ended', mail: 'ended@demo.test', admin: false, plan: 4,
    rights: [1, 8, 9, 10, 11, 12], suites: ALL_SUITES, companies: [c[4]] }),
  ideas: user({ id: 8, name: 'Ida Ideas', mail: 'ideas@demo.test', admin: false, plan: 4, rights: [8],
    suites: ['research', 'ai'], companies: [c[5]] }),
  multi1: user(multi, c[1]),
  multi2: user(multi, c[2]),
} as const satisfies Record<string, StartupData>;

export type DemoUserKey = keyof typeof DEMO_STARTUP;
export const DEMO_USER_KEYS = Object.keys(DEMO_STARTUP) as DemoUserKey[];
