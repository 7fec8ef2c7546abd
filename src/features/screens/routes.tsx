import { createRoute } from '@tanstack/react-router';
import { bareLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import type { Screen } from '../../routes/route-manifest.ts';

/**
 * The routes of SPEC §2 whose screens are not built yet. Each one shows the suite screen (its title
 * and what it is for) on purpose; the issue that builds a screen moves its entry into that suite's
 * own `routes.tsx` with the real page.
 */
const suiteScreen = lazyPage('screen', () => import('./suite-screen.tsx'), (m) => m.SuiteScreen);

/** Shareable content pages open without a login, so they stand outside the shell. */
const standalone = <const TPath extends string>(path: TPath, screen: Screen) =>
  createRoute({ getParentRoute: () => bareLayout, path, staticData: { screen }, component: suiteScreen });

const contentScreens = [
  standalone('/content-editor/$project_id/{-$share_id}', { title: 'Content editor', purpose: 'Write the text with a live content score and the terms still missing.' }),
] as const;


const companyScreens = [
] as const;

export const screenRoutes = [...contentScreens, ...companyScreens] as const;
