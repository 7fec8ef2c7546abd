import type { ComponentType } from 'react';
import { loadChunk } from './chunk-loading.ts';

type Loader = () => Promise<ComponentType>;
const chunk = <M,>(name: string, importer: () => Promise<M>, pick: (module: M) => ComponentType): Loader =>
  () => loadChunk(name, importer).then(pick);

/**
 * The screens built so far, each its own chunk. Every other route of SPEC §2 shows the suite
 * screen: its title and what it is for, until its issue builds it.
 */
export const ROUTE_COMPONENTS: Readonly<Record<string, Loader>> = {
  '/': chunk('home', () => import('../features/home/home-page.tsx'), (m) => m.HomePage),
  '/login/{auth?}': chunk('login', () => import('../features/account/login-page.tsx'), (m) => m.LoginPage),
  '/logout': chunk('logout', () => import('../features/account/logout-page.tsx'), (m) => m.LogoutPage),
  '/sso/{sso_code?}': chunk('sso', () => import('../features/account/sso-page.tsx'), (m) => m.SsoPage),
  '/pricing': chunk('pricing', () => import('../features/notices/pricing-page.tsx'), (m) => m.PricingPage),
  '/maintenance': chunk('notices', () => import('../features/notices/notice-page.tsx'), (m) => m.MaintenancePage),
  '/endoftest': chunk('notices', () => import('../features/notices/notice-page.tsx'), (m) => m.EndOfTestPage),
  '/register': chunk('register', () => import('../features/account/register-page.tsx'), (m) => m.RegisterPage),
  '/setpassword/{code?}': chunk('account', () => import('../features/account/account-routes.tsx'), (m) => m.SetPasswordRoute),
  '/resetpassword/{code?}': chunk('account', () => import('../features/account/account-routes.tsx'), (m) => m.ResetPasswordRoute),
  '/searchvolume': chunk('searchvolume', () => import('../features/searchvolume/search-volume-page.tsx'), (m) => m.SearchVolumePage),
  '/collections': chunk('collections', () => import('../features/collections/collections-page.tsx'), (m) => m.CollectionsPage),
  '/research/{researchname}': chunk('research', () => import('../features/collections/research-page.tsx'), (m) => m.ResearchPage),
  '/research/shared/{shareid}': chunk('shared-research', () => import('../features/collections/shared-research-page.tsx'), (m) => m.SharedResearchPage),
};

/** The mail outbox of the offline mail adapter (admin only on the server); not a route of SPEC §2. */
export const outboxScreen: Loader = chunk('outbox', () => import('../features/account/outbox-page.tsx'), (m) => m.OutboxPage);

export const suiteScreen: Loader = chunk('screen', () => import('../features/screens/suite-screen.tsx'), (m) => m.SuiteScreen);
