import { createRoute } from '@tanstack/react-router';
import { showsWdfIdfEntry } from '../../domain/access-rules.ts';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import type { Screen } from '../../routes/route-manifest.ts';

/**
 * The routes of SPEC §2 whose screens are not built yet. Each one shows the suite screen (its title
 * and what it is for) on purpose; the issue that builds a screen moves its entry into that suite's
 * own `routes.tsx` with the real page.
 */
const suiteScreen = lazyPage('screen', () => import('./suite-screen.tsx'), (m) => m.SuiteScreen);

const inShell = <const TPath extends string>(path: TPath, screen: Screen) =>
  createRoute({ getParentRoute: () => shellLayout, path, staticData: { screen }, component: suiteScreen });
/** Shareable content pages open without a login, so they stand outside the shell. */
const standalone = <const TPath extends string>(path: TPath, screen: Screen) =>
  createRoute({ getParentRoute: () => bareLayout, path, staticData: { screen }, component: suiteScreen });

const contentScreens = [
  inShell('/wdf-idf', {
    title: 'WDF*IDF',
    purpose: 'Compare the term weighting of your text with the pages that rank for a keyword.',
    nav: { id: 'wdf-idf', label: 'WDF*IDF', suite: 'content', order: 20, shortcut: 'g w', alsoNeeds: showsWdfIdfEntry },
  }),
  standalone('/briefing/$project_id/{-$share_id}', { title: 'Briefing', purpose: 'The writing briefing of a content project, shareable with authors.' }),
  standalone('/content-project/wdf-idf/$project_id/{-$share_id}', { title: 'Project WDF*IDF', purpose: 'Term weighting of the project keyword across the competing pages.' }),
] as const;


const companyScreens = [
] as const;

export const screenRoutes = [...contentScreens, ...companyScreens] as const;
