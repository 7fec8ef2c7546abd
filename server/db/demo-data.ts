import { defaultCompanySettings, type CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { whitelabelPartnerSettings } from '../../src/domain/demo-company-settings.ts';
import type { CompaniesTable } from './schema.ts';

/** The demo data contract of docs/demo-data.md: people and tests rely on it exactly. */
export const DEMO_PASSWORD = 'demo-Passw0rd';

export type DemoCompany = Pick<
  CompaniesTable,
  'id' | 'name' | 'status' | 'research_status' | 'content_status' | 'content_group' | 'monitoring_status' | 'ai_status' | 'chat_status'
> & { settings: CompanySettings };

export const demoCompanies: DemoCompany[] = [
  {
    id: 1, name: 'Demo GmbH', status: 'active', research_status: 'active', content_status: 'active', content_group: 1,
    monitoring_status: 'active', ai_status: 'active', chat_status: 'active', settings: defaultCompanySettings,
  },
  {
    id: 2, name: 'Orange Media', status: 'active', research_status: 'active', content_status: 'testing', content_group: 2,
    monitoring_status: 'active', ai_status: 'free', chat_status: 'free',
    settings: { ...defaultCompanySettings, theme: 'orange', amazon_column: true, internal_searches: true },
  },
  {
    id: 3, name: 'Whitelabel Partner AG', status: 'active', research_status: 'active', content_status: 'inactive', content_group: null,
    monitoring_status: 'active', ai_status: 'inactive', chat_status: 'inactive',
    settings: whitelabelPartnerSettings,
  },
  {
    id: 4, name: 'Ended Trial KG', status: 'test_ended', research_status: 'testing', content_status: 'testing', content_group: 1,
    monitoring_status: 'testing', ai_status: 'testing', chat_status: 'testing', settings: defaultCompanySettings,
  },
  {
    id: 5, name: 'Research Only UG', status: 'active', research_status: 'testing', content_status: 'none', content_group: null,
    monitoring_status: 'none', ai_status: 'free', chat_status: 'none', settings: defaultCompanySettings,
  },
];

type Suite = 'research' | 'content' | 'monitoring' | 'ai' | 'chat';
const ALL: Suite[] = ['research', 'content', 'monitoring', 'ai', 'chat'];

export type DemoUser = {
  id: number;
  email: string;
  name: string;
  companies: number[];
  admin: boolean;
  plan: number;
  rights: number[];
  suites: Suite[];
  active: boolean;
  verified: boolean;
};

const user = (u: Omit<DemoUser, 'active' | 'verified'> & Partial<Pick<DemoUser, 'active' | 'verified'>>): DemoUser => ({
  active: true,
  verified: true,
  ...u,
});

export const demoUsers: DemoUser[] = [
  user({ id: 1, email: 'admin@demo.test', name: 'Alex Admin', companies: [1], admin: true, plan: 4, rights: [], suites: ALL }),
  user({ id: 2, email: 'power@demo.test', name: 'Paula Power', companies: [1], admin: false, plan: 4, rights: [1, 8, 9, 10, 11, 12, 17, 25, 42], suites: ALL }),
  user({ id: 3, email: 'basic@demo.test', name: 'Ben Basic', companies: [1], admin: false, plan: 1, rights: [1, 8, 9, 10], suites: ['research', 'content'] }),
  user({ id: 4, email: 'plan2@demo.test', name: 'Petra Plan', companies: [1], admin: false, plan: 2, rights: [1, 8, 9, 10, 11, 12], suites: ['research', 'monitoring'] }),
  user({ id: 5, email: 'orange@demo.test', name: 'Olga Orange', companies: [2], admin: false, plan: 3, rights: [1, 8, 9, 10, 11, 42], suites: ALL }),
  user({ id: 6, email: 'white@demo.test', name: 'Wiebke Weiss', companies: [3], admin: false, plan: 4, rights: [1, 8, 9, 10], suites: ['research', 'monitoring'] }),
  user({ id: 7, email: 'ended@demo.test', name: 'Erik Ende', companies: [4], admin: false, plan: 4, rights: [1, 8, 9, 10, 11, 12], suites: ALL }),
  user({ id: 8, email: 'ideas@demo.test', name: 'Ida Ideen', companies: [5], admin: false, plan: 4, rights: [8], suites: ['research', 'ai'] }),
  user({ id: 9, email: 'multi@demo.test', name: 'Moritz Multi', companies: [1, 2], admin: false, plan: 4, rights: [1, 8, 9, 10], suites: ['research'] }),
  user({ id: 10, email: 'inactive@demo.test', name: 'Inge Inaktiv', companies: [1], admin: false, plan: 1, rights: [1], suites: ['research'], active: false }),
  user({ id: 11, email: 'unverified@demo.test', name: 'Uwe Unbestaetigt', companies: [1], admin: false, plan: 1, rights: [1], suites: ['research'], verified: false }),
];

/** Dollar to euro rate the seed starts with; an operator updates the row as rates move. */
export const seedExchangeRate = { pair: 'USD_EUR', rate: 0.86, as_of: '2026-11-01' };
