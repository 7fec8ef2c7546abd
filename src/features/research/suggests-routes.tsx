import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseLookupSearch } from './lookup-search.ts';
import { parseQuestionsExtras, parseSuggestsExtras } from './suggests-search.ts';

/** `/suggests?keyword=glühwein&location=2276&language=de&patterns=…&display=table`: the lookup, its patterns and display, beside the table's view. */
export const suggestsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/suggests',
  validateSearch: (search: Record<string, unknown>) => {
    const { patterns: _patterns, display: _display, ...rest } = search;
    return { ...parseLookupSearch(rest), ...parseSuggestsExtras(search) };
  },
  staticData: {
    screen: {
      title: 'Suggests',
      purpose: 'Autocomplete suggestions for a keyword, letter by letter.',
      nav: { id: 'suggests', label: 'Suggests', suite: 'research', order: 30, shortcut: 'g s' },
    },
  },
  component: lazyPage('suggests', () => import('./suggests-page.tsx'), (m) => m.SuggestsPage),
});

/** `/questions?keyword=glühwein&…&history=glühwein%0Apunsch&months=24`: the lookup and the historical volume's keywords. */
export const questionsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/questions',
  validateSearch: (search: Record<string, unknown>) => {
    const { display: _display, history: _history, months: _months, ...rest } = search;
    return { ...parseLookupSearch(rest), ...parseQuestionsExtras(search) };
  },
  staticData: {
    screen: {
      title: 'Questions',
      purpose: 'The questions people ask around a keyword, with their search volume.',
      nav: { id: 'questions', label: 'Questions', suite: 'research', order: 50, shortcut: 'g q' },
    },
  },
  component: lazyPage('questions', () => import('./questions-page.tsx'), (m) => m.QuestionsPage),
});
