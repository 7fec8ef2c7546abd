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
  inShell('/content-projects', {
    title: 'Content Projects',
    purpose: 'Content projects plan a text from keyword, competitors and WDF*IDF analysis to the finished draft.',
    nav: { id: 'content-projects', label: 'Projects', paletteTitle: 'Content Projects', suite: 'content', order: 10, shortcut: 'g p' },
  }),
  inShell('/content-project/setup', { title: 'New content project', purpose: 'Choose the main keyword, language and competitors of a new content project.' }),
  inShell('/wdf-idf', {
    title: 'WDF*IDF',
    purpose: 'Compare the term weighting of your text with the pages that rank for a keyword.',
    nav: { id: 'wdf-idf', label: 'WDF*IDF', suite: 'content', order: 20, shortcut: 'g w', alsoNeeds: showsWdfIdfEntry },
  }),
  standalone('/briefing/$project_id/{-$share_id}', { title: 'Briefing', purpose: 'The writing briefing of a content project, shareable with authors.' }),
  standalone('/content-project/competitors/$project_id/{-$share_id}', {
    title: 'Competitor analysis',
    purpose: 'The pages that rank for the project keyword and how relevant each one is.',
  }),
  standalone('/content-project/wdf-idf/$project_id/{-$share_id}', { title: 'Project WDF*IDF', purpose: 'Term weighting of the project keyword across the competing pages.' }),
] as const;


const companyScreens = [
] as const;

export const screenRoutes = [...contentScreens, ...companyScreens] as const;
