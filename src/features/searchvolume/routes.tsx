import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MAX_VOLUME_JOB_KEYWORDS } from '../../domain/contracts/volume-jobs.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';

/** `?job=` is the one place the running lookup is remembered (reload, Back, notification link). */
const jobSearch = z.object({ job: z.string().min(1).optional().catch(undefined) });

const searchVolumeRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/searchvolume',
  // The result's table keeps its view beside the job (filters, sort…).
  validateSearch: (search: Record<string, unknown>) => ({ ...parseWorkbenchSearch(search), ...jobSearch.parse(search) }),
  staticData: {
    screen: {
      title: 'Google Search Volume',
      purpose: `Paste up to ${formatNumber(MAX_VOLUME_JOB_KEYWORDS)} keywords to get their monthly Google search volume and trend.`,
      nav: { id: 'searchvolume', label: 'Google Search Volume', suite: 'research', order: 40, shortcut: 'g v' },
    },
  },
  component: lazyPage('searchvolume', () => import('./search-volume-page.tsx'), (m) => m.SearchVolumePage),
});

export const searchVolumeRoutes = [searchVolumeRoute] as const;
