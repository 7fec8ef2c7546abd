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

const MONITORING: Screen = { title: 'Monitoring', purpose: 'Ranking projects that track your positions and visibility every day.' };
const MONITORING_SETUP: Screen = { title: 'New monitoring project', purpose: 'Choose the domain, device, location and keywords to track.' };
const MONITORING_PROJECT: Screen = { title: 'Monitoring project', purpose: 'Positions, visibility and competitors of one monitoring project.' };
const INTERNAL: Screen = { title: 'Internal Searches', purpose: 'What visitors search for on your own site, next to what they search for on Google.' };
const INTERNAL_PROJECT: Screen = { title: 'Internal Searches project', purpose: 'The searches of one site with their trend and Google volume.' };
const INTERNAL_SETUP: Screen = { title: 'New Internal Searches project', purpose: 'Connect the site search data of one of your sites.' };

const researchScreens = [
  inShell('/brands', {
    title: 'Brand Dashboards',
    purpose: 'Dashboards that follow the search interest in brands over time.',
    nav: { id: 'brands', label: 'Brand Dashboards', suite: 'research', order: 60, shortcut: 'g b' },
  }),
  inShell('/brand-index/$brandindex', {
    title: 'Brand Index',
    purpose: 'The brand index: how search interest is shared between the brands of a market.',
    // SPEC §2 has no list route for the brand index, so the entry opens the index of all brands.
    nav: { id: 'brand-index', label: 'Brand Index', suite: 'research', order: 70, shortcut: 'g x', href: '/brand-index/all' },
  }),
  inShell('/brand-analysis/$brandindex', { title: 'Brand analysis', purpose: 'A closer look at one brand index: trends, seasons and related searches.' }),
  inShell('/add-dashboard', { title: 'Add dashboard', purpose: 'Set up a new brand dashboard from a list of brands.' }),
] as const;

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
  standalone('/content-editor/$project_id/{-$share_id}', { title: 'Content editor', purpose: 'Write the text with a live content score and the terms still missing.' }),
] as const;

const monitoringScreens = [
  inShell('/monitoring', { ...MONITORING, nav: { id: 'monitoring', label: 'Monitoring', suite: 'monitoring', order: 10, shortcut: 'g m' } }),
  inShell('/monitoring/setup', MONITORING_SETUP),
  inShell('/monitoring/project/$id', MONITORING_PROJECT),
  inShell('/quickseo/monitoring', MONITORING),
  inShell('/quickseo/monitoring/setup', MONITORING_SETUP),
  inShell('/quickseo/monitoring/project/$id', MONITORING_PROJECT),
  inShell('/internal-searches', {
    ...INTERNAL,
    nav: { id: 'internal-searches', label: 'Internal Searches', suite: 'monitoring', order: 20, shortcut: 'g n' },
  }),
  inShell('/internal-searches/project', INTERNAL_PROJECT),
  inShell('/internal-searches/setup', INTERNAL_SETUP),
  inShell('/quickseo/internal-searches', INTERNAL),
  inShell('/quickseo/internal-searches/project', INTERNAL_PROJECT),
  inShell('/quickseo/internal-searches/setup', INTERNAL_SETUP),
] as const;

const aiScreens = [
  inShell('/ai-suite', {
    title: 'AI Suite',
    purpose: 'AI projects that draft texts and metadata from your keyword research.',
    nav: { id: 'ai-suite', label: 'AI Suite', suite: 'ai', order: 10, shortcut: 'g a' },
  }),
  inShell('/ai-suite/setup', { title: 'New AI project', purpose: 'Choose what the AI should write and from which keywords.' }),
  inShell('/ai-suite/project/$id', { title: 'AI project', purpose: 'The drafts of one AI project, ready to edit and export.' }),
  inShell('/seo-ai', {
    title: 'AI Chat (beta)',
    purpose: 'Ask questions about SEO and your keyword data in a chat.',
    nav: { id: 'seo-ai', label: 'AI Chat', suite: 'chat', order: 10, shortcut: 'g t' },
  }),
] as const;

const companyScreens = [
  inShell('/knowledge', { title: 'Knowledge base', purpose: 'Tutorials and answers about every suite of the workbench.' }),
  inShell('/settings', { title: 'Settings', purpose: 'Company settings: users, rights and defaults.' }),
] as const;

export const screenRoutes = [...researchScreens, ...contentScreens, ...monitoringScreens, ...aiScreens, ...companyScreens] as const;
